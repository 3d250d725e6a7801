// Column shapes every schema file uses. Each is a function so that a table gets its own column builder.
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time: every time column is `timestamptz`. */
export function moment(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was made, set by the database. */
export function createdAt() {
  return moment('created_at').notNull().defaultNow();
}

/** When the row last changed; set by the database on insert, by the writer on update. */
export function updatedAt() {
  return moment('updated_at').notNull().defaultNow();
}
