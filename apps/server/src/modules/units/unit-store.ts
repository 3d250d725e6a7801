import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partNumbers, robotModels } from '../../db/schema/catalogue.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { normalizeSn } from '@poolside/contract/part-rules';
import { computeWarranty, type Warranty } from './warranty-rules.ts';

export type UnitRow = typeof robotUnits.$inferSelect;
export type ModelRow = typeof robotModels.$inferSelect;
export type FittedRow = typeof fittedParts.$inferSelect;

/** A unit and its model by serial, or null. */
export async function findUnitBySn(db: DbOrTx, sn: string, lock = false) {
  const query = db
    .select({ unit: robotUnits, model: robotModels })
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .where(eq(robotUnits.sn, normalizeSn(sn)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: robotUnits }) : await query;
  return row ?? null;
}

/**
 * A unit, its model and every part ever fitted in it (oldest first) with the parts' descriptions, and the
 * company of its warranty update (at most one per unit: warranty_updates_unit_uq; null without one), in one
 * round trip: the serial lookup is the hottest read of the app, and who sees its sale date depends on that
 * company (warranty/sale-date-visibility.ts). Null for an unknown serial.
 */
const unitWithParts = preparedQuery((db) =>
  db
    .select({
      unit: robotUnits,
      model: robotModels,
      fitted: fittedParts,
      name: partNumbers.description,
      updateCompanyId: warrantyUpdates.companyId,
    })
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    // Joined to the unit (one probe), not a sub-select per fitted part.
    .leftJoin(warrantyUpdates, eq(warrantyUpdates.unitId, robotUnits.id))
    .leftJoin(fittedParts, eq(fittedParts.unitId, robotUnits.id))
    .leftJoin(partNumbers, eq(partNumbers.pn, fittedParts.pn))
    .where(eq(robotUnits.sn, sql.placeholder('sn')))
    .orderBy(asc(fittedParts.fittedFrom), asc(fittedParts.id))
    .prepare('warranty_unit_with_parts'),
);

export async function findUnitWithParts(db: DbOrTx, sn: string) {
  const rows = await unitWithParts(db).execute({ sn: normalizeSn(sn) });
  if (rows.length === 0) return null;
  const fitted: FittedRow[] = [];
  const names = new Map<string, string>();
  for (const row of rows) {
    if (!row.fitted) continue;
    fitted.push(row.fitted);
    if (row.name !== null) names.set(row.fitted.pn, row.name);
  }
  return {
    unit: rows[0].unit,
    model: rows[0].model,
    fitted,
    names,
    updateCompanyId: rows[0].updateCompanyId,
  };
}

/** Every part ever fitted in the unit (removed ones are its history), oldest first. */
export async function findFittedParts(db: DbOrTx, unitId: number): Promise<FittedRow[]> {
  return db
    .select()
    .from(fittedParts)
    .where(eq(fittedParts.unitId, unitId))
    .orderBy(asc(fittedParts.fittedFrom), asc(fittedParts.id));
}

/** Descriptions of part numbers, by pn. */
export async function findPartNames(db: DbOrTx, pns: string[]): Promise<Map<string, string>> {
  if (pns.length === 0) return new Map();
  const rows = await db
    .select({ pn: partNumbers.pn, description: partNumbers.description })
    .from(partNumbers)
    .where(inArray(partNumbers.pn, [...new Set(pns)]));
  return new Map(rows.map((r) => [r.pn, r.description]));
}

/** The unit's warranty by the rules of warranty-rules.ts. */
export function warrantyOf(unit: UnitRow): Warranty {
  return computeWarranty({
    warrantyType: unit.warrantyType,
    productionDate: unit.productionDate,
    shipDate: unit.shipDate,
    saleDate: unit.saleDate,
    warrantyUpdated: unit.warrantyUpdated,
    manualStart: unit.manualStart,
    manualEnd: unit.manualEnd,
    extMonths: unit.extMonths,
  });
}
