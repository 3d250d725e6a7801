// The per-component Mantine CSS of the build (imported by vite.config.ts).
import type { Plugin } from 'vite';

/** The Mantine packages whose components carry CSS, and the one sheet of those that have no per-component ones. */
const mantineSheets: Record<string, string | null> = {
  core: null,
  dates: '@mantine/dates/styles.layer.css',
  dropzone: '@mantine/dropzone/styles.layer.css',
  notifications: '@mantine/notifications/styles.layer.css',
  carousel: '@mantine/carousel/styles.layer.css',
  tiptap: '@mantine/tiptap/styles.layer.css',
};
const mantineGlobalSheets = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);

/**
 * Mantine's CSS per component, never whole, with nothing for a feature to remember. Every Mantine component
 * reads its class names from its `<Name>.module.mjs`; this plugin makes that module import the component's own
 * sheet (`@mantine/core/styles/<Name>.layer.css`; the package's only sheet for dates, dropzone, notifications,
 * carousel and tiptap). A component's CSS so travels in the chunk that holds the component: the login route gets
 * the sheets of its form controls, a lazy route those of the components it uses, when it loads.
 * Order (a component's sheet after those of the components it builds on: Button after UnstyledButton, or buttons
 * render transparent) follows from the modules: Button.mjs imports UnstyledButton.mjs before Button.module.mjs,
 * so within a chunk the sheet of UnstyledButton comes first, and across chunks a chunk's CSS loads after that of
 * the chunks it imports. The `.layer.css` sheets put all of Mantine in `@layer mantine`: the app's own CSS and
 * other libraries' (unlayered: app.css, mantine-datatable, leaflet) win over it whatever order they load in.
 * `virtual:mantine-styles` (first import of main.tsx) is the global sheets: reset, theme variables, focus classes.
 * In dev, Vite pre-bundles Mantine (no per-module transform), so there it is the packages' whole sheets.
 */
export function mantineCssPerComponent(): Plugin {
  const virtualId = 'virtual:mantine-styles';
  let isBuild = true;
  return {
    name: 'poolside-mantine-css-per-component',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: {
      filter: { id: /^virtual:mantine-styles$/ },
      handler: () => `\0${virtualId}`,
    },
    load: {
      filter: { id: /^\0virtual:mantine-styles$/ },
      handler() {
        const sheets = isBuild
          ? mantineGlobalSheets
          : ['@mantine/core/styles.layer.css', ...Object.values(mantineSheets).filter((s) => s !== null)];
        return sheets.map((s) => `import ${JSON.stringify(s)};`).join('\n');
      },
    },
    transform: {
      filter: { id: /@mantine[\\/][a-z]+[\\/]esm[\\/].*\.mjs$/, code: '.module.mjs"' },
      handler(code, id) {
        const pkg = id.match(/@mantine[\\/]([a-z]+)[\\/]esm[\\/]/)?.[1];
        if (!pkg || !(pkg in mantineSheets)) return null;
        const sheets = new Set<string>();
        for (const [, name] of code.matchAll(/from "[^"]*?([A-Za-z-]+)\.module\.mjs"/g)) {
          sheets.add(mantineSheets[pkg] ?? `@mantine/core/styles/${name}.layer.css`);
        }
        // Last of the module's imports (imports run in source order): after the sheets of everything it uses.
        const imports = [...sheets].map((s) => `import ${JSON.stringify(s)};`).join('\n');
        return { code: `${code}\n${imports}\n`, map: null };
      },
    },
  };
}
