import { eq, sql } from 'drizzle-orm';
import { unitOptionLists } from '@poolside/contract/complete-units';
import type { DbOrTx } from '../db/client.ts';
import { type Translated, optionItems } from '../db/schema/complete-units.ts';

type OptionRow = { code: string; title: Translated; isOther?: boolean };

/** The wizard's suspicious parts (spec 02 section 9); "Other" is the list's isOther item. */
export const suspiciousPartRows: OptionRow[] = [
  { code: 'pump', title: { eng: 'Pump', fra: 'Pompe', spa: 'Bomba' } },
  { code: 'motor', title: { eng: 'Motor', fra: 'Moteur', spa: 'Motor' } },
  {
    code: 'psu',
    title: { eng: 'Power Supply', fra: 'Alimentation', spa: 'Fuente de alimentación' },
  },
  { code: 'cable', title: { eng: 'Cable', fra: 'Câble', spa: 'Cable' } },
  { code: 'other', title: { eng: 'Other', fra: 'Autre', spa: 'Otro' }, isOther: true },
];

export const poolSurfaceRows: OptionRow[] = [
  { code: 'pvc_liner', title: { eng: 'PVC liner', fra: 'Liner PVC', spa: 'Liner de PVC' } },
  { code: 'cement', title: { eng: 'Cement', fra: 'Béton', spa: 'Cemento' } },
  { code: 'fiberglass', title: { eng: 'Fiberglass', fra: 'Fibre de verre', spa: 'Fibra de vidrio' } },
  {
    code: 'mosaic_ceramic',
    title: { eng: 'Mosaic ceramic', fra: 'Mosaïque céramique', spa: 'Mosaico cerámico' },
  },
  { code: 'glass_tiles', title: { eng: 'Glass tiles', fra: 'Carreaux de verre', spa: 'Gresite de vidrio' } },
  {
    code: 'stainless_steel',
    title: { eng: 'Stainless steel', fra: 'Acier inoxydable', spa: 'Acero inoxidable' },
  },
];

export const poolShapeRows: OptionRow[] = [
  { code: 'l_shape', title: { eng: 'L-shaped', fra: 'En L', spa: 'En L' } },
  { code: 'beach', title: { eng: 'Beach entry', fra: 'Plage immergée', spa: 'Playa' } },
  { code: 'diamond', title: { eng: 'Diamond', fra: 'Losange', spa: 'Rombo' } },
  { code: 'kidney', title: { eng: 'Kidney', fra: 'Haricot', spa: 'Riñón' } },
  { code: 'rectangular', title: { eng: 'Rectangular', fra: 'Rectangulaire', spa: 'Rectangular' } },
];

const lists: [string, OptionRow[]][] = [
  [unitOptionLists.suspiciousParts, suspiciousPartRows],
  [unitOptionLists.poolSurfaces, poolSurfaceRows],
  [unitOptionLists.poolShapes, poolShapeRows],
];

/**
 * The complete-unit option lists, added to any database that lacks them (also one created before this
 * module existed); each list is inserted whole or not at all, so a second run changes nothing.
 */
export async function ensureUnitOptionLists(db: DbOrTx) {
  for (const [list, rows] of lists) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(optionItems)
      .where(eq(optionItems.list, list));
    if (row.n > 0) continue;
    await db
      .insert(optionItems)
      .values(
        rows.map((r, i) => ({ list, code: r.code, title: r.title, isOther: r.isOther ?? false, sort: i })),
      );
  }
}
