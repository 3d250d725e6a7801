import { createTheme, PasswordInput } from '@mantine/core';
import { i18next } from '../lib/i18n';
import { themeTokens } from './theme-tokens';

export const theme = createTheme({
  ...themeTokens,
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
