import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../columns.ts';
import { userRef } from './users.ts';

/** Browser sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userRef('cascade'),
    tokenHash: text('token_hash').notNull(),
    isPersistent: boolean('is_persistent').notNull().default(false),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** API keys for type-2 users: hashed, scoped, revocable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: userRef('cascade'),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default(['read']),
    createdAt: createdAt(),
    revokedAt: moment('revoked_at'),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userRef('cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_uq').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** One-time recovery codes of two-step sign-in: a set of 10, each stored as a SHA-256 and usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: userRef('cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The step between a right password and the second factor (5 minutes, 5 wrong codes): `verify` asks a code,
 * `enrol` (TWO_FACTOR=required, not set up yet) holds the secret being set up. Only the token's SHA-256 is kept.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef('cascade'),
    keepLogin: boolean('keep_login').notNull().default(false),
    purpose: text('purpose', { enum: ['verify', 'enrol'] }).notNull(),
    pendingSecret: text('pending_secret'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_uq').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);
