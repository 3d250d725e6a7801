import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

// The theme values Mantine turns into CSS variables. No runtime import here: the build reads this file in Node
// to write those variables as a static sheet (build/mantine-css.ts), so the browser does not compute ~350 of
// them on every start (MantineProvider runs with `withCssVariables={false}`).

// Shade 8 of blue keeps white button text above 4.5:1 contrast (Lighthouse a11y).
export const themeTokens = {
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
} satisfies MantineThemeOverride;

// Mantine's default dimmed grey is below 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: { '--mantine-color-dimmed': t.colors.gray[4] },
});
