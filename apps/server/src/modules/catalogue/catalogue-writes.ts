// The catalogue's writes the master-data import and the ERP sync make, offered by the door: the catalogue
// module owns brands, models, their documents, the part-number registry and the workbooks.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  brands,
  modelDocuments,
  partNumbers,
  robotModels,
  workbookParts,
} from '../../db/schema/catalogue.ts';

export type NewBrand = typeof brands.$inferInsert;
export type NewRobotModel = typeof robotModels.$inferInsert;
export type NewModelDocument = typeof modelDocuments.$inferInsert;
export type NewPartNumber = typeof partNumbers.$inferInsert;
export type NewWorkbookPart = typeof workbookParts.$inferInsert;

export async function insertBrand(db: DbOrTx, values: NewBrand): Promise<void> {
  await db.insert(brands).values(values);
}

/** Changes a brand's fields (only those given). */
export async function updateBrand(db: DbOrTx, id: number, change: Partial<NewBrand>): Promise<void> {
  await db.update(brands).set(change).where(eq(brands.id, id));
}

export async function insertRobotModel(db: DbOrTx, values: NewRobotModel): Promise<void> {
  await db.insert(robotModels).values(values);
}

/** Changes a model's fields (only those given). */
export async function updateRobotModel(
  db: DbOrTx,
  id: number,
  change: Partial<NewRobotModel>,
): Promise<void> {
  await db.update(robotModels).set(change).where(eq(robotModels.id, id));
}

export async function insertModelDocument(db: DbOrTx, values: NewModelDocument): Promise<void> {
  await db.insert(modelDocuments).values(values);
}

/** Changes a model document's fields (only those given). */
export async function updateModelDocument(
  db: DbOrTx,
  id: number,
  change: Partial<NewModelDocument>,
): Promise<void> {
  await db.update(modelDocuments).set(change).where(eq(modelDocuments.id, id));
}

export async function insertPartNumbers(db: DbOrTx, rows: NewPartNumber[]): Promise<void> {
  await db.insert(partNumbers).values(rows);
}

/** Changes a registered part number's fields (only those given). */
export async function updatePartNumber(
  db: DbOrTx,
  pn: string,
  change: Partial<NewPartNumber>,
): Promise<void> {
  await db.update(partNumbers).set(change).where(eq(partNumbers.pn, pn));
}

export async function insertWorkbookParts(db: DbOrTx, rows: NewWorkbookPart[]): Promise<void> {
  await db.insert(workbookParts).values(rows);
}

/** Changes a workbook line's fields (only those given). */
export async function updateWorkbookPart(
  db: DbOrTx,
  id: number,
  change: Partial<NewWorkbookPart>,
): Promise<void> {
  await db.update(workbookParts).set(change).where(eq(workbookParts.id, id));
}
