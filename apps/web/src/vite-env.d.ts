/// <reference types="vite/client" />

// Interfaces here because Vite's env types are extended by declaration merging.
interface ImportMetaEnv {
  readonly VITE_WARRANTY_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
