import { NativeSelect } from '@mantine/core';
import { languages } from '@poolside/contract/languages';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../lib/i18n';
import { switchLanguage } from '../lib/language';

/** Each language is offered in its own name. */
const languageNames = { eng: 'English', fra: 'Français', spa: 'Español' } as const;

export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void switchLanguage(value);
      }}
      data={languages.map((language) => ({ value: language, label: languageNames[language] }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      // On a phone the icon gives way to the language's name (app.css .language-picker): "Français" whole, and
      // the header's buttons still fit at 390 px.
      className="language-picker"
      w={{ base: 112, sm: 136 }}
      size="sm"
    />
  );
}
