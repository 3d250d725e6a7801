import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** An old part number and the new one that replaces it (both in part_numbers, not enforced: imports). */
export const compatibility = pgTable(
  'compatibility',
  {
    id: serial('id').primaryKey(),
    oldPn: text('old_pn').notNull(),
    newPn: text('new_pn').notNull(),
  },
  (t) => [
    uniqueIndex('compatibility_old_new_uq').on(t.oldPn, t.newPn),
    index('compatibility_new_idx').on(t.newPn),
  ],
);
