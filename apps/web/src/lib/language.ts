import type { Language } from '@poolside/contract/languages';
import type { SessionUser } from '@poolside/contract/users';
import { api } from './api-client';
import { currentLanguage, i18next, storedLanguage } from './i18n';
import { queryClient } from './query-client';
import { getSession, updateSessionUser } from './session';
import { storageKeys, writeStorage } from './storage-keys';

async function saveOnUser(userId: number, language: Language) {
  await api.post(`/users/${userId}`, { language });
  updateSessionUser({ language });
  // Dashboard texts (news, option lists) come translated from the server.
  await queryClient.invalidateQueries();
}

/** The picker's choice: kept in local storage and, when logged in, saved on the user. */
export async function switchLanguage(language: Language) {
  writeStorage(storageKeys.language, language);
  await i18next.changeLanguage(language);
  const session = getSession();
  if (session && session.user.language !== language) await saveOnUser(session.user.id, language);
}

/** At start with a session the user's saved language wins (it follows the user across browsers). */
export async function applyUserLanguage(user: SessionUser) {
  if (user.language === currentLanguage()) return;
  writeStorage(storageKeys.language, user.language);
  await i18next.changeLanguage(user.language);
}

/** Right after a login, a language picked on the login page is kept and saved on the user. */
export async function syncLanguageAfterLogin(user: SessionUser) {
  const chosen = storedLanguage();
  if (chosen && chosen !== user.language) {
    await saveOnUser(user.id, chosen).catch(() => undefined);
    return;
  }
  await applyUserLanguage(user);
}
