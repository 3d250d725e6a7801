// The writes other modules make to a robot unit, offered by the units module's door: the warranty module
// records a sale date or manual warranty dates, the master-data import and ERP sync update a unit's fields.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { PartSlot } from '../../db/schema/catalogue.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import { pgArray } from '../../lib/pg-array.ts';

/** A unit's warranty facts: the sale date, the manual warranty dates and whether a warranty update set them. */
export type UnitWarrantyChange = Partial<
  Pick<typeof robotUnits.$inferInsert, 'saleDate' | 'warrantyUpdated' | 'manualStart' | 'manualEnd'>
>;

/** Sets a unit's warranty facts (only the fields given). */
export async function setUnitWarranty(db: DbOrTx, unitId: number, change: UnitWarrantyChange): Promise<void> {
  await db.update(robotUnits).set(change).where(eq(robotUnits.id, unitId));
}

/** A robot unit the master-data import or the ERP sync creates (dates as `YYYY-MM-DD`). */
export type NewUnit = {
  sn: string;
  modelId: number;
  companyId: number | null;
  productionDate: string;
  shipDate: string | null;
  saleDate: string | null;
  warrantyType: number;
};
/** A part fitted in a unit from `fittedFrom` on. */
export type NewFittedPart = { unitId: number; slot: PartSlot; pn: string; sn: string; fittedFrom: string };

const col = <T, K extends keyof T>(rows: T[], key: K) =>
  pgArray(rows.map((r) => r[key] as string | number | null));
const names = (columns: PgColumn[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

// Many rows in one statement with one array parameter per column (unnest): a 5,000-row batch is a short
// statement however many rows it carries. Columns by their schema objects, so a rename breaks the build.

/** Inserts units; the id and serial of each. */
export async function insertUnits(db: DbOrTx, rows: NewUnit[]): Promise<{ id: number; sn: string }[]> {
  const u = robotUnits;
  const result = await db.execute(sql`insert into ${u}
      (${names([u.sn, u.modelId, u.companyId, u.productionDate, u.shipDate, u.saleDate, u.warrantyType])})
    select * from unnest(cast(${col(rows, 'sn')} as text[]), cast(${col(rows, 'modelId')} as int[]),
      cast(${col(rows, 'companyId')} as int[]), cast(${col(rows, 'productionDate')} as date[]),
      cast(${col(rows, 'shipDate')} as date[]), cast(${col(rows, 'saleDate')} as date[]),
      cast(${col(rows, 'warrantyType')} as int[]))
    returning ${u.id}, ${u.sn}`);
  return (result as unknown as { rows: { id: number; sn: string }[] }).rows;
}

/** Inserts fitted parts. */
export async function insertFittedParts(db: DbOrTx, rows: NewFittedPart[]): Promise<void> {
  const f = fittedParts;
  await db.execute(sql`insert into ${f} (${names([f.unitId, f.slot, f.pn, f.sn, f.fittedFrom])})
    select * from unnest(cast(${col(rows, 'unitId')} as int[]), cast(${col(rows, 'slot')} as text[]),
      cast(${col(rows, 'pn')} as text[]), cast(${col(rows, 'sn')} as text[]),
      cast(${col(rows, 'fittedFrom')} as date[]))`);
}

/** Changes a unit's fields (only those given). */
export async function updateUnit(
  db: DbOrTx,
  unitId: number,
  change: Partial<typeof robotUnits.$inferInsert>,
): Promise<void> {
  await db.update(robotUnits).set(change).where(eq(robotUnits.id, unitId));
}

/** Puts another part (PN and serial) in a fitted-part row. */
export async function refitPart(
  db: DbOrTx,
  fittedId: number,
  part: { pn: string; sn: string },
): Promise<void> {
  await db.update(fittedParts).set({ pn: part.pn, sn: part.sn }).where(eq(fittedParts.id, fittedId));
}
