// The per-component Mantine CSS of the build (imported by vite.config.ts).
import {
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  deepMerge,
  keys,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, themeTokens } from '../src/app/theme-tokens';

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
 * `virtual:mantine-styles` (first import of main.tsx) is the global sheets: reset, theme variables, focus classes,
 * and the app theme's own variables (`themeVariablesCss`). In dev, Vite pre-bundles Mantine (no per-module
 * transform), so there it is the packages' whole sheets.
 */
export function mantineCssPerComponent(): Plugin {
  const virtualId = 'virtual:mantine-styles';
  const themeId = 'virtual:mantine-theme.css';
  let isBuild = true;
  return {
    name: 'poolside-mantine-css-per-component',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: {
      filter: { id: /^virtual:mantine-(styles|theme\.css)$/ },
      // (the theme sheet's id must end in .css for Vite to treat it as CSS)
      handler: (id) => (id === virtualId ? `\0${virtualId}` : `/@${themeId}`),
    },
    load: {
      filter: { id: /^(\0virtual:mantine-styles|\/@virtual:mantine-theme\.css)$/ },
      handler(id) {
        if (id !== `\0${virtualId}`) return themeVariablesCss();
        const sheets = isBuild
          ? mantineGlobalSheets
          : ['@mantine/core/styles.layer.css', ...Object.values(mantineSheets).filter((s) => s !== null)];
        return [...sheets, themeId].map((s) => `import ${JSON.stringify(s)};`).join('\n');
      },
    },
    transform: {
      filter: { id: /@mantine[\\/][a-z]+[\\/]esm[\\/].*\.mjs$/ },
      handler(code, id) {
        if (/[\\/]remove-default-variables\.mjs$/.test(id)) return lazyDefaultVariables(code);
        if (!code.includes('.module.mjs"')) return null;
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

/**
 * The CSS variables MantineProvider would write into a <style> at every start (`MantineCssVariables`: the
 * theme's variables that differ from Mantine's defaults, which `default-css-variables.layer.css` already holds),
 * computed once here from the app's theme tokens. The provider runs with `withCssVariables={false}`.
 */
export function themeVariablesCss(): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, createTheme(themeTokens));
  const merged = deepMerge(defaultCssVariablesResolver(theme), cssVariablesResolver(theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (ours: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(keys(ours).flatMap((k) => (ours[k] === theirs[k] ? [] : [[k, ours[k]]])));
  const css = convertCssVariables(
    {
      variables: changed(merged.variables, defaults.variables),
      light: changed(merged.light, defaults.light),
      dark: changed(merged.dark, defaults.dark),
    },
    ':root',
  );
  return `@layer mantine {${css}}`;
}

/**
 * Mantine computes its whole default theme's variables when its provider module loads, only to subtract them
 * from the provider's own (`removeDefaultVariables`, not called with `withCssVariables={false}`): ~15 ms of the
 * start on a phone. Made lazy: computed on first use. A Mantine release that changes the line fails the build.
 */
export function lazyDefaultVariables(code: string): string {
  const line = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
  if (!code.includes(line))
    throw new Error('mantine-css: remove-default-variables.mjs changed; update lazyDefaultVariables');
  return code
    .replace(
      line,
      'let defaultCssVariablesKept;\nconst defaultCssVariablesOf = () => (defaultCssVariablesKept ??= defaultCssVariablesResolver(DEFAULT_THEME));',
    )
    .replaceAll('defaultCssVariables.', 'defaultCssVariablesOf().');
}
