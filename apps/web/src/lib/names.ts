import type { TFunction } from 'i18next';
import { currentLanguage, htmlLangOf } from './i18n';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the user's language from its ISO code ("DE" → "Allemagne"); the code if unknown. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  const locale = htmlLangOf[currentLanguage()];
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A user type's name in the user's language (common.json userType.{id}); the stored name for a new type. */
export function userTypeName(t: TFunction<string>, type: { id: number; name: string }): string {
  return String(t(`userType.${type.id}`, { ns: 'common', defaultValue: type.name }));
}
