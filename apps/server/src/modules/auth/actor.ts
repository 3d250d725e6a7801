import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { apiKeys, sessions, users, userTypes } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/tokens.ts';

export type Actor = {
  userId: number;
  typeId: number;
  companyId: number;
  companyKind: 'provider' | 'distributor' | 'service_centre';
  /** Companies under this one (a distributor's service centres). */
  childCompanyIds: number[];
  language: 'eng' | 'fra' | 'spa';
  flags: {
    editUser: boolean;
    addUser: boolean;
    viewUser: boolean;
    expandedWarranty: boolean;
    rmaPartsReport: boolean;
    manageFeedback: boolean;
  };
  via: 'session' | 'apiKey';
  sessionId: number | null;
  scopes: string[];
};

const actorColumns = {
  userId: users.id,
  typeId: users.typeId,
  companyId: users.companyId,
  status: users.status,
  language: users.language,
  companyKind: companies.kind,
  editUser: userTypes.editUser,
  addUser: userTypes.addUser,
  viewUser: userTypes.viewUser,
  expandedWarranty: userTypes.expandedWarranty,
  rmaPartsReport: userTypes.rmaPartsReport,
  manageFeedback: userTypes.manageFeedback,
};

type ActorRow = { [K in keyof typeof actorColumns]: unknown };

async function toActor(
  db: Db,
  row: ActorRow,
  via: Actor['via'],
  sessionId: number | null,
  scopes: string[],
): Promise<Actor> {
  const companyId = row.companyId as number;
  const companyKind = row.companyKind as Actor['companyKind'];
  const childCompanyIds =
    companyKind === 'distributor'
      ? (await db.select({ id: companies.id }).from(companies).where(eq(companies.parentId, companyId))).map(
          (c) => c.id,
        )
      : [];
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

/** The active user behind a session token, or null. */
export async function findActorBySession(db: Db, token: string, now: Date): Promise<Actor | null> {
  const [row] = await db
    .select({ ...actorColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (row?.status !== 'active') return null;
  return toActor(db, row, 'session', row.sessionId, ['read', 'write']);
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
  if (row?.status !== 'active') return null;
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.keyId));
  return toActor(db, row, 'apiKey', null, row.scopes);
}
