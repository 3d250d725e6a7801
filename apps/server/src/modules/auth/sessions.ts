import { and, eq, inArray, ne } from 'drizzle-orm';
import { limits } from '@poolside/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';

// A browser-session cookie still needs a server-side end: 12 hours without keepLogin.
const SHORT_SESSION_SECONDS = 12 * 3600;

/** Starts a new session (a fresh token at every login) and returns the token for the cookie. */
export async function createSession(db: DbOrTx, userId: number, isPersistent: boolean, now: Date) {
  const token = createToken();
  const seconds = isPersistent ? limits.sessionKeepSeconds : SHORT_SESSION_SECONDS;
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), isPersistent, expiresAt });
  return { token, expiresAt, maxAge: isPersistent ? seconds : undefined };
}

export async function deleteSessionById(db: DbOrTx, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user (password reset, disabling), or every one but `keepSessionId` (a user who
 * changes their own password stays signed in where they made the change).
 */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepSessionId?: number) {
  const keep = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}

/** Ends every session of a company's users (the company was deactivated). */
export async function deleteCompanySessions(db: DbOrTx, companyId: number) {
  await db
    .delete(sessions)
    .where(
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))),
    );
}
