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
