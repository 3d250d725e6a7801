import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { verifyAltcha } from './altcha.ts';

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA: asks Google (through deps.httpFetch, which tests replace) whether the token is good. */
async function verifyRecaptcha(deps: Deps, secret: string, token: string, ip: string): Promise<boolean> {
  const doFetch = deps.httpFetch ?? fetch;
  try {
    const res = await doFetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json()) as { success?: boolean };
    return res.ok && body.success === true;
  } catch {
    return false;
  }
}

/** The captcha of a public form: reCAPTCHA when configured, else ALTCHA. -6 naming recaptchaToken if it fails. */
export async function requireCaptcha(deps: Deps, token: string, ip: string) {
  const recaptcha = deps.config.recaptcha;
  const passed = recaptcha
    ? await verifyRecaptcha(deps, recaptcha.secret, token, ip)
    : await verifyAltcha(deps.db, token, deps.clock.now());
  if (!passed) throw fieldError('invalid', 'recaptchaToken');
}
