/** Local storage keys of the app; logout clears everything but the ones in keptOnLogout. */
export const storageKeys = {
  language: 'poolside.language',
  consent: 'poolside.consent',
} as const;

export const keptOnLogout: readonly string[] = [storageKeys.language, storageKeys.consent];

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the setting then lasts for this page only.
  }
}

/** Clears the session's local traces (column layouts, drafts) but keeps language and consent. */
export function clearSessionStorage() {
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) if (!keptOnLogout.includes(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
