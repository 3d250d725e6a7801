import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/auth.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';

export const apiKeyScopes = ['read', 'write', 'sync'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

// Recognisable in logs and secret scanners; the random part carries the 256 bits.
const KEY_PREFIX = 'pp_';

async function revokeActive(db: DbOrTx, userId: number) {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}

/**
 * Issues the user's API key (the spec has one per user: an earlier key stops working) and returns the
 * plaintext once; only its SHA-256 is stored. The users issue exposes it at PUT /api/users/api/{id}.
 */
export async function issueApiKey(db: Db, userId: number, scopes: ApiKeyScope[] = ['read']) {
  const apiKey = `${KEY_PREFIX}${createToken(32)}`;
  const prefix = apiKey.slice(0, 10);
  await db.transaction(async (tx) => {
    await revokeActive(tx, userId);
    await tx.insert(apiKeys).values({ userId, keyHash: hashToken(apiKey), prefix, scopes });
  });
  return { apiKey, prefix };
}

/** Revokes every key of the user (DELETE /api/users/api/{id}); a revoked key answers -5. */
export async function revokeApiKeys(db: DbOrTx, userId: number) {
  await revokeActive(db, userId);
}
