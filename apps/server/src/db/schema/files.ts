import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { companies } from './companies.ts';
import { users } from './auth.ts';

/**
 * An uploaded file: the bytes live in storage under a random key; the row says whose it is.
 * company_id/user_id are null only for an attachment of the public contact form (provider staff only).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The upload kind asked for: image (pdf and pictures) or file (also office documents). */
    kind: text('kind', { enum: ['image', 'file'] })
      .notNull()
      .default('file'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_storage_key_uq').on(t.storageKey), index('files_company_idx').on(t.companyId)],
);
