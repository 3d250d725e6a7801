// The plain rules of two-step sign-in codes, without zod: the login screen's lazy code step imports these
// (zod stays out of the login route's JavaScript; two-factor.ts builds the schemas on them).

/** Who may use two-step sign-in: provider staff (types 1, 2); partners never see it. */
export function isTwoFactorUserType(typeId: number): boolean {
  return typeId === 1 || typeId === 2;
}

export const twoFactorLimits = {
  /** Recovery codes in one set. */
  recoveryCodeCount: 10,
  /** The step between the password and the code lives this long. */
  challengeTtlSeconds: 300,
  /** Wrong codes that end a login challenge. */
  challengeMaxAttempts: 5,
} as const;

/** Recovery code characters: lower-case letters and digits without the ambiguous 0, o, 1, l, i. */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpShape = /^\d{6}$/;
const recoveryShape = /^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/;

/** A typed code as the server compares it: no spaces, lower case, a recovery code with its dash. */
export function normalizeTwoFactorCode(input: string): string {
  const compact = input.replace(/\s+/g, '').toLowerCase();
  return /^[a-z0-9]{8}$/.test(compact) && !totpShape.test(compact)
    ? `${compact.slice(0, 4)}-${compact.slice(4)}`
    : compact;
}

/** Whether a (normalised) code is an app code, a recovery code, or neither. */
export function twoFactorCodeKind(code: string): 'totp' | 'recovery' | null {
  if (totpShape.test(code)) return 'totp';
  if (recoveryShape.test(code)) return 'recovery';
  return null;
}
