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
  // Plain text everywhere (the mail's HTML escapes its parameters itself); translate() fills placeholders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The BCP 47 tag of a language (Intl's names and collation, a PDF's language). */
export const languageTag = (language: Language): string =>
  ({ eng: 'en', fra: 'fr', spa: 'es' })[language] ?? 'en';

/** Values of a text's `{{name}}` placeholders. */
export type TextValues = Record<string, string | number | null | undefined>;

/**
 * A text as the resources hold it, cut at its placeholders once: [text, name, text, name, …, text]. Filling
 * it joins the pieces (no pattern matching per call).
 */
type Template = string[];

/**
 * The texts by language, key and fallback, cut into templates: exports word every row (a status, yes/no) and
 * a Map read costs far less than i18next's lookup. The resources never change once read, and the keys are few
 * (codes of fixed lists).
 */
const templates = new Map<string, Template | Template[]>();
const TEMPLATES_MAX = 10_000;

const placeholder = /\{\{\s*([^}]*?)\s*\}\}/;
const templateOf = (text: unknown): Template => String(text).split(placeholder);

function template(language: Language, key: string, fallback: string | undefined, list: boolean) {
  const memo = `${language}\u0000${key}\u0000${list ? 'list' : fallback === undefined ? 'key' : `=${fallback}`}`;
  let found = templates.get(memo);
  if (found === undefined) {
    const text: unknown = instance.t(key, {
      lng: language,
      // Placeholders are filled by fill(), from the caller's values only: a value is never read as a key or a
      // placeholder of its own ("$t(...)" or "{{x}}" in a name someone typed stays as typed).
      skipInterpolation: true,
      ...(list ? { returnObjects: true } : {}),
      ...(fallback === undefined ? {} : { defaultValue: fallback }),
    });
    found = list ? (Array.isArray(text) ? text.map(templateOf) : []) : templateOf(text);
    if (templates.size < TEMPLATES_MAX) templates.set(memo, found);
  }
  return found;
}

/** A template's placeholders filled; one the values do not give reads as nothing (never the raw "{{name}}"). */
function fill(pieces: Template, values: TextValues | undefined): string {
  if (pieces.length === 1) return pieces[0];
  let text = pieces[0];
  for (let i = 1; i < pieces.length; i += 2) {
    const value = values?.[pieces[i]];
    // Without values a text reads as stored.
    text +=
      values === undefined ? `{{${pieces[i]}}}` : value === undefined || value === null ? '' : String(value);
    text += pieces[i + 1];
  }
  return text;
}

/**
 * The text of `key` ("namespace:path.to.key"; `common` when no namespace) in `language` (English for a
 * language the portal does not have), its placeholders filled from `values` when given. A key no resource
 * holds answers `fallback` as given, else the key itself (the resource test keeps every key in every language).
 */
export function translate(language: Language, key: string, values?: TextValues, fallback?: string): string {
  return fill(template(language, key, fallback, false) as Template, values);
}

/** The paragraphs of a list `key` (a JSON array), each with its placeholders filled from `values`. */
export function translateList(language: Language, key: string, values?: TextValues): string[] {
  return (template(language, key, undefined, true) as Template[]).map((pieces) => fill(pieces, values));
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
