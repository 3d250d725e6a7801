import { type UnitOptions, unitOptionLists } from '@poolside/contract/complete-units';
import type { Language } from '@poolside/contract/languages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { optionItems } from '../../db/schema/complete-units.ts';
import { references } from '../../caches.ts';
import { readReference } from '../../lib/reference-cache.ts';
import { titleIn } from './presenter.ts';

type ListKey = keyof typeof unitOptionLists;
export type OptionFact = { id: number; isOther: boolean; title: (typeof optionItems.$inferSelect)['title'] };
export type UnitOptionFacts = Record<ListKey, OptionFact[]>;

const listKeys = Object.keys(unitOptionLists) as ListKey[];

/** The wizard's four option lists (active items, screen order), cached as reference data. */
export function loadUnitOptionFacts(db: Db): Promise<UnitOptionFacts> {
  return readReference(db, references.unitOptions, [], async () => {
    const rows = await db
      .select()
      .from(optionItems)
      .where(and(inArray(optionItems.list, Object.values(unitOptionLists)), eq(optionItems.isActive, true)))
      .orderBy(asc(optionItems.sort), asc(optionItems.id));
    const facts = {} as UnitOptionFacts;
    for (const key of listKeys) {
      facts[key] = rows
        .filter((r) => r.list === unitOptionLists[key])
        .map((r) => ({ id: r.id, isOther: r.isOther, title: r.title }));
    }
    return facts;
  });
}

/** GET /api/completeUnits/options: the lists with titles in the reader's language. */
export async function listUnitOptions(db: Db, language: Language): Promise<UnitOptions> {
  const facts = await loadUnitOptionFacts(db);
  const present = (items: OptionFact[]) =>
    items.map((i) => ({ id: i.id, title: titleIn(i.title, language), isOther: i.isOther }));
  return {
    complaints: present(facts.complaints),
    suspiciousParts: present(facts.suspiciousParts),
    poolSurfaces: present(facts.poolSurfaces),
    poolShapes: present(facts.poolShapes),
  };
}
