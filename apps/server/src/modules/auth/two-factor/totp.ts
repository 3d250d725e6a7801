import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@poolside/contract/two-factor';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const ISSUER = 'Poolside Portal';
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, the RFC's recommended size for SHA-1) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in. */
export function totpStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

/**
 * The step a right app code belongs to (the current one, or one step before or after for a clock that is a
 * little off), or null for a wrong code. The caller refuses a step at or before the last one accepted, so a
 * code is never taken twice.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totpStepOf(now) + delta;
}

/** What an authenticator app needs: the secret as text, the otpauth:// URI and the URI as a QR code (SVG). */
export async function totpSetupOf(secret: string, email: string): Promise<TwoFactorSetup> {
  const uri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}
