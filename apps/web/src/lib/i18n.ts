import { defaultLanguage, type Language, languages } from '@poolside/contract/languages';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStaticJson } from './api-client';
import { readStorage, storageKeys } from './storage-keys';

type Resources = { default: Record<string, unknown> };

// One JSON file per language and feature namespace. The build serves them as JSON under one content-hashed
// directory (vite.config.ts translationsAsJson): data, not JavaScript, and no map of ~70 chunk names in the
// entry. The dev server and the tests import them.
const loaders = import.meta.env.DEV ? import.meta.glob<Resources>('../locales/*/*.json') : {};

async function fetchTranslations(language: string, namespace: string): Promise<Resources> {
  const resources = await getStaticJson(`${__LOCALES_URL__}/${language}/${namespace}.json`);
  return { default: resources as Record<string, unknown> };
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = import.meta.env.DEV
      ? loaders[`../locales/${language}/${namespace}.json`]
      : () => fetchTranslations(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const htmlLangOf: Record<Language, string> = { eng: 'en', fra: 'fr', spa: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language chosen explicitly in this browser, if any. */
export function storedLanguage(): Language | null {
  const value = readStorage(storageKeys.language);
  return isLanguage(value) ? value : null;
}

function browserLanguage(): Language {
  const candidates = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const candidate of candidates) {
    const base = candidate.slice(0, 2).toLowerCase();
    if (base === 'fr') return 'fra';
    if (base === 'es') return 'spa';
    if (base === 'en') return 'eng';
  }
  return defaultLanguage;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLanguage(language))
    document.documentElement.lang = htmlLangOf[language];
});

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage() ?? browserLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads feature namespaces before a lazy route renders (no flash of keys). */
export async function loadNamespaces(...namespaces: string[]) {
  await i18nReady;
  await i18next.loadNamespaces(namespaces);
}

export { i18next };
