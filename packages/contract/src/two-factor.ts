import { z } from 'zod';
import { normalizeTwoFactorCode, twoFactorCodeKind } from './two-factor-codes.ts';

export {
  isTwoFactorUserType,
  normalizeTwoFactorCode,
  recoveryCodeAlphabet,
  twoFactorCodeKind,
  twoFactorLimits,
} from './two-factor-codes.ts';

/**
 * Two-step sign-in: a TOTP app code (RFC 6238: SHA-1, 6 digits, 30 s) or a one-time recovery code,
 * for provider staff (user types 1 and 2). TWO_FACTOR on the server: `optional` (they may turn it on),
 * `required` (no session without it), `off` (never asked, hidden). docs/decisions.md "Two-step sign-in".
 */
export const twoFactorModes = ['optional', 'required', 'off'] as const;
export type TwoFactorMode = (typeof twoFactorModes)[number];

/** A 6-digit app code or a recovery code (`xxxx-xxxx`, dash and case optional): -12 empty, -6 otherwise. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .refine((v) => twoFactorCodeKind(normalizeTwoFactorCode(v)) !== null);

/** An app code only (turning two-step sign-in on proves the app has the secret). */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .refine((v) => twoFactorCodeKind(normalizeTwoFactorCode(v)) === 'totp');

/** POST/DELETE /api/twoFactor, POST /api/twoFactor/recoveryCodes. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });

/** GET /api/twoFactor: the own state. `available` false when TWO_FACTOR=off (the screen hides it). */
export const twoFactorStatusSchema = z.object({
  available: z.boolean(),
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret to add to an authenticator app: as text, as an otpauth:// URI, and as a QR code (SVG). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A new set of recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * Why a two-step sign-in change was refused (-14 operationFailed, `data.reason`): off in this portal, required
 * (cannot be turned off), already on, not on, or turning it on was not started.
 */
export const twoFactorRefusals = ['off', 'required', 'alreadyEnabled', 'notEnabled', 'notStarted'] as const;
export type TwoFactorRefusal = (typeof twoFactorRefusals)[number];
