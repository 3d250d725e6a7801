import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { files } from './files.ts';
import { users } from './auth.ts';

/** A message of the contact form (public or logged in), kept and mailed to the provider. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull().default(''),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    fileId: integer('file_id').references(() => files.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
