// The server's words (notifications, mails, export and PDF words, statistics) in the reader's language: i18next
// resources in the web's format, one JSON file per language and namespace under src/locales/<language>/.
// They are read once, synchronously, when this module is first imported (a few kB: no lazy loading).
import { readdirSync, readFileSync } from 'node:fs';
import { defaultLanguage, type Language, languages } from '@poolside/contract/languages';
import i18next, { type Resource } from 'i18next';

const localesDir = new URL('../locales/', import.meta.url);

/** Every language's namespaces as the JSON files hold them (the test reads them too). */
export function readServerResources(): Record<Language, Record<string, Record<string, unknown>>> {
  const read = (language: Language) =>
    Object.fromEntries(
      readdirSync(new URL(`${language}/`, localesDir))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(new URL(`${language}/${file}`, localesDir), 'utf8')) as Record<
            string,
            unknown
          >,
        ]),
    );
  return { eng: read('eng'), fra: read('fra'), spa: read('spa') };
}

const resources = readServerResources();

const instance = i18next.createInstance();
void instance.init({
  // Synchronous: the resources are here, nothing to wait for.
  initAsync: false,
  resources: resources as Resource,
  ns: Object.keys(resources.eng),
  defaultNS: 'common',
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  load: 'currentOnly',
  // Plain text everywhere: the mail's HTML escapes its parameters itself.
  interpolation: { escapeValue: false },
  // A parameter the caller did not give reads as nothing (never the raw "{{name}}").
  missingInterpolationHandler: () => '',
  returnNull: false,
});

/** Values of a text's `{{name}}` placeholders. */
export type TextValues = Record<string, string | number | null | undefined>;

/**
 * The text of `key` ("namespace:path.to.key"; `common` when no namespace) in `language` (English for a
 * language the portal does not have), its placeholders filled from `values`. A key no resource holds answers
 * `fallback` when given, else the key itself (the resource test keeps every key in every language).
 */
export function translate(language: Language, key: string, values?: TextValues, fallback?: string): string {
  return instance.t(key, {
    lng: language,
    replace: values ?? {},
    // A value is never read as a key to look up ("$t(...)" in a name someone typed stays as typed).
    nest: false,
    ...(fallback === undefined ? {} : { defaultValue: fallback }),
  });
}

/** The paragraphs of a list `key` (a JSON array), each with its placeholders filled from `values`. */
export function translateList(language: Language, key: string, values?: TextValues): string[] {
  const list = instance.t(key, { lng: language, replace: values ?? {}, nest: false, returnObjects: true });
  return Array.isArray(list) ? list.map(String) : [];
}

/** Whether `key` has a text (in English, which every key has). */
export const hasText = (key: string) => instance.exists(key, { lng: defaultLanguage });

/** A text in every language at once, for what is stored and read later in the reader's language. */
export function translations(key: string, values?: TextValues): Record<Language, string> {
  return {
    eng: translate('eng', key, values),
    fra: translate('fra', key, values),
    spa: translate('spa', key, values),
  };
}
