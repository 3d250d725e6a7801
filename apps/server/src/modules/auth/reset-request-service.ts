import { limits } from '@poolside/contract/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { passwordResets, users } from '../../db/schema/auth.ts';
import { fieldError } from '../../lib/app-error.ts';
import { consumeRateLimit, rateRules } from '../../lib/rate-limit.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/index.ts';

/**
 * Sends a one-time reset link (256-bit token, stored hashed, valid limits.resetTokenTtlSeconds) through
 * the outbox. Unknown e-mail: -15, as the spec's screen expects. An earlier unused link stops working.
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string, ip: string) {
  const email = rawEmail.trim().toLowerCase();
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, rateRules.resetIp(ip), now);
  await consumeRateLimit(deps.db, rateRules.resetAccountIp(email, ip), now);

  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!user) throw fieldError('notFound', 'email');

  const token = createToken(32);
  const expiresAt = new Date(now.getTime() + limits.resetTokenTtlSeconds * 1000);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    await enqueueMail(tx, {
      to: user.email,
      template: 'passwordReset',
      language: user.language,
      params: {
        name: user.name,
        link: `${deps.config.publicUrl}/login/recovery/${token}`,
        validMinutes: Math.round(limits.resetTokenTtlSeconds / 60),
      },
    });
  });
}
