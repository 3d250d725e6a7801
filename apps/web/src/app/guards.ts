import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { applyUserLanguage } from '../lib/language';
import { loginPathFor } from '../lib/safe-redirect';
import { ensureSession, isAdminTypeId } from '../lib/session';
import { paths } from './paths';

function fullPathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

let hasAppliedUserLanguage = false;

/** Dashboard data (the session) and the common texts load before the first navigation. */
export async function rootLoader() {
  const [session] = await Promise.all([ensureSession(), loadNamespaces('common', 'content')]);
  if (session && !hasAppliedUserLanguage) {
    hasAppliedUserLanguage = true;
    await applyUserLanguage(session.user);
  }
  return null;
}

export async function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (!(await ensureSession())) throw redirect(loginPathFor(fullPathOf(request)));
  return null;
}

/** Admin routes: provider types 1 and 2 only; anyone else goes to the dashboard. */
export async function requireAdminLoader({ request }: LoaderFunctionArgs) {
  const session = await ensureSession();
  if (!session) throw redirect(loginPathFor(fullPathOf(request)));
  if (!isAdminTypeId(session.user.type.id)) throw redirect(paths.home());
  return null;
}

/** Provider administrators (type 1) only (the master-data import); anyone else goes to the dashboard. */
export async function requireTopAdminLoader({ request }: LoaderFunctionArgs) {
  const session = await ensureSession();
  if (!session) throw redirect(loginPathFor(fullPathOf(request)));
  if (session.user.type.id !== 1) throw redirect(paths.home());
  return null;
}

export async function guestOnlyLoader() {
  if (await ensureSession()) throw redirect(paths.home());
  return null;
}

/** The not-found page sends a logged-out visitor to / (and from there to the login). */
export async function notFoundLoader() {
  if (!(await ensureSession())) throw redirect(paths.home());
  return null;
}

export function toNotFoundLoader() {
  return redirect(paths.notFound());
}

/** Inside /admin: the admin check runs first, so a non-admin is sent to / rather than to /notFound. */
export async function adminNotFoundLoader(args: LoaderFunctionArgs) {
  await requireAdminLoader(args);
  return redirect(paths.notFound());
}
