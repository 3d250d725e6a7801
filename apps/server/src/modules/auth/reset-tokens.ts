import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { fieldError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';

/**
 * The unused, unexpired reset behind a token, or -15 ("the request token is outdated"). With `lock`, the
 * row is read FOR UPDATE so two simultaneous uses of one token cannot both succeed.
 */
export async function findUsableReset(db: DbOrTx, token: string, now: Date, lock = false) {
  const query = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fieldError('notFound', 'token');
  return row;
}
