import type { SessionUser } from '@poolside/contract/users';
import type { Db } from '../../db/client.ts';
import { sessionCaches } from '../../caches.ts';
import { findSessionUser, presentSessionUser } from '../auth/index.ts';

/**
 * The presented session user (the dashboard's `user`) cached per instance (caches.ts `sessionCaches.users`):
 * user id → answer under `session:user:<id>`, dropped with the session check by a user edit, activation or
 * password reset, by `session:all` (user types, companies) and by `*`. A warm dashboard sends no statement.
 */
export async function cachedSessionUser(db: Db, userId: number): Promise<SessionUser> {
  return sessionCaches.users.get(db, String(userId), async () => ({
    value: deepFreeze(presentSessionUser(await findSessionUser(db, userId))),
    tags: [`session:user:${userId}`],
  }));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
