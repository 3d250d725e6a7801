import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings the app generates and keeps (e.g. its secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
