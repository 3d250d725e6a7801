import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { clearRateLimit, type RateRule } from '../../lib/rate-limit.ts';
import { recordUsageEvent } from '../statistics/index.ts';
import { findSessionUser } from './session-user.ts';
import { presentSessionUser } from './session-user-presenter.ts';
import { createSession } from './sessions.ts';

export type OpenedSession = {
  user: ReturnType<typeof presentSessionUser>;
  session: Awaited<ReturnType<typeof createSession>>;
  companyId: number;
};

/**
 * Opens a session inside the caller's transaction, the one way every login ends (password alone, or password
 * and second factor): a fresh session, lastLoginAt, and the (account, IP) failure counter cleared.
 */
export async function openSessionIn(
  tx: DbOrTx,
  input: { userId: number; keepLogin: boolean; accountRule: RateRule },
  now: Date,
): Promise<OpenedSession> {
  const session = await createSession(tx, input.userId, input.keepLogin, now);
  await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, input.userId));
  // The owner got in: earlier failures from this address no longer count against the account.
  await clearRateLimit(tx, input.accountRule);
  const row = await findSessionUser(tx, input.userId);
  return { user: presentSessionUser(row), session, companyId: row.company.id };
}

/** After the commit: the LOGIN usage event of the "users logins" report (spec 03), buffered and batched. */
export function recordLogin(deps: Deps, opened: OpenedSession, userId: number, now: Date) {
  recordUsageEvent(deps, { type: 'LOGIN', userId, companyId: opened.companyId, at: now });
}
