// The option lists (complaint types, failure types, …) as other modules read them, offered by the door.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { optionItems } from '../../db/schema/complete-units.ts';

export type OptionItemRow = typeof optionItems.$inferSelect;
export type { Translated } from '../../db/schema/complete-units.ts';

/** The active items of the lists named, in their screen order (sort, then id). */
export function activeOptionItems(db: DbOrTx, lists: string[]): Promise<OptionItemRow[]> {
  return db
    .select()
    .from(optionItems)
    .where(and(inArray(optionItems.list, lists), eq(optionItems.isActive, true)))
    .orderBy(asc(optionItems.sort), asc(optionItems.id));
}
