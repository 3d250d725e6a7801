import { type CSSVariablesResolver, createTheme, PasswordInput } from '@mantine/core';
import { i18next } from '../lib/i18n';

// Shade 8 of blue keeps white button text above 4.5:1 contrast (Lighthouse a11y).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Mantine names the show-password button in English; a getter reads the words in the language of the
    // moment each time the button renders.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: {
          get 'aria-label'() {
            return i18next.t('showPassword', { ns: 'common' });
          },
        },
      },
    }),
  },
});

// Mantine's default dimmed grey is below 4.5:1 on white.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: { '--mantine-color-dimmed': t.colors.gray[4] },
});
