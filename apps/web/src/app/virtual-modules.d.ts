// Mantine's global sheets, a module of vite.config.ts (mantineCssPerComponent).
declare module 'virtual:mantine-styles';
