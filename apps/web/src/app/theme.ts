import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// Shade 8 of blue keeps white button text above 4.5:1 contrast (Lighthouse a11y).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

// Mantine's default dimmed grey is below 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: { '--mantine-color-dimmed': t.colors.gray[4] },
});
