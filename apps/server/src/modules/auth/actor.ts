import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { apiKeys, sessions, users, userTypes } from '../../db/schema/auth.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../access/index.ts';
import { cacheSessionActor, cachedSessionActor, sessionCacheGeneration } from './session-cache.ts';

/** A company under the actor's (its columns as schema objects: a rename breaks the build). */
const child = alias(companies, 'c');

const actorColumns = {
  userId: users.id,
  typeId: users.typeId,
  companyId: users.companyId,
  status: users.status,
  language: users.language,
  companyKind: companies.kind,
  /** A deactivated company's users are refused (sessions and API keys alike). */
  companyActive: companies.isActive,
  editUser: userTypes.editUser,
  addUser: userTypes.addUser,
  viewUser: userTypes.viewUser,
  expandedWarranty: userTypes.expandedWarranty,
  rmaPartsReport: userTypes.rmaPartsReport,
  manageFeedback: userTypes.manageFeedback,
  // The companies under this one (a distributor's service centres) in the same round trip.
  childCompanyIds: sql<number[]>`array(select ${child.id} from ${companies} ${child}
    where ${child.parentId} = ${companies.id} order by ${child.id})`,
};

type ActorRow = { [K in keyof typeof actorColumns]: unknown };

function toActor(row: ActorRow, via: Actor['via'], sessionId: number | null, scopes: string[]): Actor {
  const companyId = row.companyId as number;
  const companyKind = row.companyKind as Actor['companyKind'];
  const childCompanyIds = companyKind === 'distributor' ? (row.childCompanyIds as number[]).map(Number) : [];
  return {
    userId: row.userId as number,
    typeId: row.typeId as number,
    companyId,
    companyKind,
    childCompanyIds,
    language: row.language as Actor['language'],
    flags: {
      editUser: row.editUser as boolean,
      addUser: row.addUser as boolean,
      viewUser: row.viewUser as boolean,
      expandedWarranty: row.expandedWarranty as boolean,
      rmaPartsReport: row.rmaPartsReport as boolean,
      manageFeedback: row.manageFeedback as boolean,
    },
    via,
    sessionId,
    scopes,
  };
}

function prepareSessionQuery(db: Db) {
  return db
    .select({ ...actorColumns, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_actor_by_session');
}

// Every request runs this query: prepared once per database, PostgreSQL plans it once per connection.
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

/**
 * The active user behind a session token, or null. Answered from the instance's session cache when it holds
 * the token (modules/auth/session-cache.ts), else by one prepared query, whose answer is then cached.
 */
export async function findActorBySession(db: Db, token: string, now: Date): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const cached = cachedSessionActor(db, tokenHash, now);
  if (cached) return cached;
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const generation = sessionCacheGeneration(db);
  const [row] = await query.execute({ tokenHash, now });
  if (row?.status !== 'active' || !row.companyActive) return null;
  const actor = toActor(row, 'session', row.sessionId, ['read', 'write']);
  cacheSessionActor(db, tokenHash, actor, row.expiresAt, generation);
  return actor;
}

/** The active user behind an API key, or null. */
export async function findActorByApiKey(db: Db, key: string): Promise<Actor | null> {
  const [row] = await db
    .select({ ...actorColumns, keyId: apiKeys.id, scopes: apiKeys.scopes })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (row?.status !== 'active' || !row.companyActive) return null;
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.keyId));
  return toActor(row, 'apiKey', null, row.scopes);
}
