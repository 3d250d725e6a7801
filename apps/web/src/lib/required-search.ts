import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A search box whose text is required. An empty search says so at the field in the reader's words, never
 * with the browser's own bubble (in the browser's language): the form says `noValidate`, the input keeps
 * `required` for its asterisk and its meaning to assistive technology.
 */
export function useRequiredSearch(initial = '', transform: (text: string) => string = (text) => text) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    inputProps: {
      value,
      error,
      required: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(transform(event.currentTarget.value));
        setError(null);
      },
    },
    /** The trimmed text to search for, or null with the message at the field when there is none. */
    take(): string | null {
      const text = value.trim();
      setError(text ? null : t('form.searchRequired'));
      return text || null;
    },
    clearError: () => setError(null),
  };
}
