import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, updatedAt } from '../columns.ts';
import { companyRef } from './companies.ts';

// The accounts people and API clients sign in with (users, their types and permission flags) and how they
// sign in (sessions, API keys, password resets, two-step sign-in): the auth module owns them. The users module
// manages accounts through the auth door (docs/decisions.md "Who owns the users table").

export type MenuRow = { key: string; items: string[] };

/** User types with the permission flags of the spec and their menus, as data. */
export const userTypes = pgTable('user_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  editUser: boolean('edit_user').notNull().default(false),
  addUser: boolean('add_user').notNull().default(false),
  viewUser: boolean('view_user').notNull().default(false),
  expandedWarranty: boolean('expanded_warranty').notNull().default(false),
  rmaPartsReport: boolean('rma_parts_report').notNull().default(false),
  manageFeedback: boolean('manage_feedback').notNull().default(false),
  menus: jsonb('menus').$type<MenuRow[]>().notNull().default([]),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    language: text('language', { enum: ['eng', 'fra', 'spa'] })
      .notNull()
      .default('eng'),
    status: text('status', { enum: ['pending', 'active', 'disabled'] })
      .notNull()
      .default('pending'),
    gdprApproved: boolean('gdpr_approved').notNull().default(false),
    logoFileId: integer('logo_file_id'),
    emailNotificationTypes: jsonb('email_notification_types').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: moment('last_login_at'),
    // Two-step sign-in (provider staff): the TOTP secret (base32), when it was turned on, the last
    // 30-second step accepted (a code is never taken twice), and a secret being set up from the profile.
    totpSecret: text('totp_secret'),
    totpEnabledAt: moment('totp_enabled_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    totpPendingSecret: text('totp_pending_secret'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    index('users_status_idx').on(t.status),
    // The users list: keyset by name, and its free-text filter (any part of name, e-mail, phone, country) by
    // trigram; the RMA lists' filter finds users by name alone.
    index('users_name_id_idx').on(t.name, t.id),
    index('users_type_idx').on(t.typeId),
    index('users_search_trgm').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || ${t.country}) gin_trgm_ops`,
    ),
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The user a row belongs to; `cascade` when the row means nothing once the user is gone (sessions, keys). */
export function userRef(onDelete?: 'cascade') {
  return integer('user_id')
    .notNull()
    .references(() => users.id, onDelete ? { onDelete } : {});
}

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
