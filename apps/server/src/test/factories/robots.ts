// Catalogue options and robots (units with their fitted parts, straight to the database).
import { and, eq, inArray } from 'drizzle-orm';
import { robotModels, workbookParts } from '../../db/schema/catalogue.ts';
import { optionItems } from '../../db/schema/complete-units.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import { users } from '../../db/schema/auth.ts';
import { addDays, addMonths } from '../../modules/units/index.ts';
import type { TestContext } from '../harness.ts';
import { freshSerial, todayDateOf } from './ids.ts';

/** The id of a complaint or failure item by code (seeded reference data). */
export async function optionId(ctx: TestContext, list: 'complaint' | 'failure', code: string) {
  const [row] = await ctx.deps.db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.list, list), eq(optionItems.code, code)));
  if (!row) throw new Error(`no ${list} option ${code}`);
  return row.id;
}

export type BuiltRobot = {
  id: number;
  sn: string;
  pn: string;
  year: number;
  companyId: number | null;
  productionDate: string;
  /** The fitted parts now, by slot (the robot item's motorPN/motorSN pairs). */
  motorPN: string;
  motorSN: string;
  pump1PN: string;
  pump1SN: string;
  psuPN: string;
  psuSN: string;
};

type RobotOverrides = Partial<Omit<typeof robotUnits.$inferInsert, 'modelId'>> & {
  /** The model by PN and year (default AB-S300 2024, the demo's main model). */
  model?: { pn: string; year: number };
  /** Months between production and the test clock's today (default 4: under warranty, not updated). */
  ageMonths?: number;
};

/**
 * A robot unit of a seeded model with its motor, pump and power supply fitted on its production day.
 * Defaults: produced 4 months ago, shipped 14 days later, owned by service@demo.test's company.
 */
export async function buildRobot(ctx: TestContext, overrides: RobotOverrides = {}): Promise<BuiltRobot> {
  const { model: modelKey = { pn: 'AB-S300', year: 2024 }, ageMonths = 4, ...values } = overrides;
  const [model] = await ctx.deps.db
    .select()
    .from(robotModels)
    .where(and(eq(robotModels.pn, modelKey.pn), eq(robotModels.year, modelKey.year)));
  if (!model) throw new Error(`buildRobot: no model ${modelKey.pn} ${modelKey.year}`);
  const productionDate = values.productionDate ?? addMonths(todayDateOf(ctx), -ageMonths);
  const companyId =
    values.companyId === undefined
      ? (await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test')))[0].companyId
      : values.companyId;
  const [unit] = await ctx.deps.db
    .insert(robotUnits)
    .values({
      sn: freshSerial('SN'),
      warrantyType: model.warrantyType,
      shipDate: addDays(productionDate, 14),
      ...values,
      productionDate,
      companyId,
      modelId: model.id,
    })
    .returning();
  // The workbook's PNs of the main slots (the seeded catalogue gives every model one of each).
  const rows = await ctx.deps.db
    .select({ slot: workbookParts.slot, pn: workbookParts.pn })
    .from(workbookParts)
    .where(and(eq(workbookParts.modelId, model.id), inArray(workbookParts.slot, ['motor', 'pump1', 'psu'])));
  const pnOf = (slot: string) => {
    const found = rows.find((r) => r.slot === slot);
    if (!found) throw new Error(`buildRobot: model ${model.pn} has no ${slot} in its workbook`);
    return found.pn;
  };
  const parts = {
    motorPN: pnOf('motor'),
    motorSN: freshSerial('MT'),
    pump1PN: pnOf('pump1'),
    pump1SN: freshSerial('PU'),
    psuPN: pnOf('psu'),
    psuSN: freshSerial('PS'),
  };
  await ctx.deps.db.insert(fittedParts).values([
    { unitId: unit.id, slot: 'motor', pn: parts.motorPN, sn: parts.motorSN, fittedFrom: productionDate },
    { unitId: unit.id, slot: 'pump1', pn: parts.pump1PN, sn: parts.pump1SN, fittedFrom: productionDate },
    { unitId: unit.id, slot: 'psu', pn: parts.psuPN, sn: parts.psuSN, fittedFrom: productionDate },
  ]);
  return {
    id: unit.id,
    sn: unit.sn,
    pn: model.pn,
    year: model.year,
    companyId: unit.companyId,
    productionDate,
    ...parts,
  };
}
/** The name for a robot: a unit. */
export const buildUnit = buildRobot;
