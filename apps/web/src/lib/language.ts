import type { Language } from '@poolside/contract/languages';
import type { SessionUser } from '@poolside/contract/users';
import { api } from './api-client';
import { currentLanguage, i18next } from './i18n';
import { queryClient } from './query-client';
import { getSession, updateSessionUser } from './session';
import { storageKeys, writeStorage } from './storage-keys';

async function saveOnUser(userId: number, language: Language) {
  await api.post('/users/{id}', { language }, { path: { id: userId } });
  updateSessionUser({ language });
  // Dashboard texts (news, option lists) come translated from the server.
  await queryClient.invalidateQueries();
}

/** A language picked on the login page during this visit (not one left in storage by an earlier visit). */
let pickedWhileLoggedOut: Language | null = null;

/** The picker's choice: kept in local storage and, when logged in, saved on the user. */
export async function switchLanguage(language: Language) {
  writeStorage(storageKeys.language, language);
  await i18next.changeLanguage(language);
  const session = getSession();
  if (!session) pickedWhileLoggedOut = language;
  if (session && session.user.language !== language) await saveOnUser(session.user.id, language);
}

/** Shows the app in a language the user saved (profile, login): at once, and remembered in this browser. */
export async function applySavedLanguage(language: Language) {
  writeStorage(storageKeys.language, language);
  if (language !== currentLanguage()) await i18next.changeLanguage(language);
}

/** At start with a session the user's saved language wins (it follows the user across browsers). */
export async function applyUserLanguage(user: SessionUser) {
  await applySavedLanguage(user.language);
}

/**
 * Right after a login the user's saved language wins over the browser's (its settings or a language left
 * in storage by an earlier visit); only a language picked on the login page just now is kept and saved.
 */
export async function syncLanguageAfterLogin(user: SessionUser) {
  const picked = pickedWhileLoggedOut;
  pickedWhileLoggedOut = null;
  if (picked && picked !== user.language) {
    await saveOnUser(user.id, picked).catch(() => undefined);
    return;
  }
  await applyUserLanguage(user);
}
