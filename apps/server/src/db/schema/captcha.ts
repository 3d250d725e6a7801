import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns.ts';

/** Settings the app generates and keeps (e.g. its secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
