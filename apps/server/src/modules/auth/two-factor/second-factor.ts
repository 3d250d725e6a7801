import { eq } from 'drizzle-orm';
import {
  isTwoFactorUserType,
  normalizeTwoFactorCode,
  twoFactorCodeKind,
  type TwoFactorMode,
  type TwoFactorRefusal,
} from '@poolside/contract/two-factor';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { hitRateLimit, loginRules, type RateRule } from '../../../lib/rate-limit.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';

/**
 * What a login with a right password needs next: nothing (a session at once), `verify` (the user has two-step
 * sign-in on) or `enrol` (TWO_FACTOR=required and the user has not set it up). Partners (types 3+) are never
 * asked, and TWO_FACTOR=off asks nobody.
 */
export function secondStepOf(
  mode: TwoFactorMode,
  user: { typeId: number; totpEnabledAt: Date | null },
): 'verify' | 'enrol' | null {
  if (mode === 'off' || !isTwoFactorUserType(user.typeId)) return null;
  if (user.totpEnabledAt) return 'verify';
  return mode === 'required' ? 'enrol' : null;
}

/** Wrong codes count with wrong passwords: the login limits per (account, IP) and per IP. */
export function codeRules(email: string, ip: string): RateRule[] {
  return loginRules(email, ip);
}

export async function countWrongCode(db: DbOrTx, rules: RateRule[], now: Date) {
  for (const rule of rules) await hitRateLimit(db, rule, now);
}

/** A wrong code: -7 at the code field. */
export function wrongCode(): AppError {
  return fieldError('loginInvalid', 'code');
}

/** A change of two-step sign-in that cannot be made now: -14 with the reason. */
export function twoFactorRefused(reason: TwoFactorRefusal): AppError {
  return new AppError('operationFailed', { reason });
}

type CodeOwner = { userId: number; totpSecret: string | null; totpLastStep: number | null };

/**
 * Checks a second-factor code of a user whose row the caller holds locked: an app code of a step after the last
 * one accepted (then remembered), or an unused recovery code (then spent). Answers false for a wrong code.
 */
export async function checkSecondFactor(
  tx: DbOrTx,
  owner: CodeOwner,
  rawCode: string,
  now: Date,
): Promise<boolean> {
  const code = normalizeTwoFactorCode(rawCode);
  const kind = twoFactorCodeKind(code);
  if (kind === 'recovery') return spendRecoveryCode(tx, owner.userId, code, now);
  if (kind !== 'totp' || !owner.totpSecret) return false;
  return acceptTotp(tx, owner.userId, owner.totpSecret, owner.totpLastStep, code, now);
}

/** An app code of `secret` at a step after `lastStep`: remembers the step on the user and answers true. */
export async function acceptTotp(
  tx: DbOrTx,
  userId: number,
  secret: string,
  lastStep: number | null,
  rawCode: string,
  now: Date,
): Promise<boolean> {
  const step = matchTotp(secret, normalizeTwoFactorCode(rawCode), now);
  if (step === null || (lastStep !== null && step <= lastStep)) return false;
  await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
  return true;
}
