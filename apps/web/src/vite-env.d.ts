/// <reference types="vite/client" />

// Interfaces here because Vite's env types are extended by declaration merging.
interface ImportMetaEnv {
  readonly VITE_WARRANTY_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where the build serves the translation files (vite.config.ts translationsAsJson); unused in dev and tests. */
declare const __LOCALES_URL__: string;
