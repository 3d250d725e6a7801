// Mantine's global sheets, a module of build/mantine-css.ts (mantineCssPerComponent).
declare module 'virtual:mantine-styles';
