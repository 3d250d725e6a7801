import { paths } from '../app/paths';
import { api } from './api-client';
import { clearSession } from './session';
import { clearSessionStorage } from './storage-keys';

/** Ends the server session, clears the local session traces and reloads on the login page. */
export async function logout() {
  await api.post('/login', { method: 'logoff' }).catch(() => undefined);
  clearSession();
  clearSessionStorage();
  window.location.assign(paths.login());
}
