import { countryCodes } from '@poolside/contract/countries';
import type { Language } from '@poolside/contract/languages';
import { languageTag } from '../../lib/i18n.ts';

const cache = new Map<Language, { code: string; name: string }[]>();

/** The country list with names in the reader's language (ICU data of Node), sorted by name. */
export function listCountries(language: Language) {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    const collator = new Intl.Collator(languageTag(language));
    list = countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}
