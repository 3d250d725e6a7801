import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodeAlphabet, twoFactorLimits } from '@poolside/contract/two-factor';
import type { DbOrTx } from '../../../db/client.ts';
import { recoveryCodes } from '../../../db/schema/auth.ts';
import { hashToken } from '../../../lib/tokens.ts';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The stored form: SHA-256 of the user id and the code, so one hash never fits two users. */
function hashOf(userId: number, code: string): string {
  return hashToken(`${userId}:${code}`);
}

/** A new set of recovery codes for the user (the earlier set is void); answers the codes, shown once. */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < twoFactorLimits.recoveryCodeCount) codes.add(newCode());
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: hashOf(userId, code) })));
  return [...codes];
}

/** Spends an unused recovery code of the user (one statement: two requests cannot both use it). */
export async function spendRecoveryCode(tx: DbOrTx, userId: number, code: string, now: Date) {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(tx: DbOrTx, userId: number) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
