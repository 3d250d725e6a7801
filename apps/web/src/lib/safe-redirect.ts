import { paths } from '../app/paths';

/** Only same-app paths may be a redirect target (no //host or scheme: no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  const login = paths.login();
  if (target === login || target.startsWith(`${login}?`) || target.startsWith(`${login}/`)) return fallback;
  return target;
}

export function loginPathFor(fullPath: string): string {
  return fullPath === paths.home() || fullPath === ''
    ? paths.login()
    : `${paths.login()}?redirect=${encodeURIComponent(fullPath)}`;
}
