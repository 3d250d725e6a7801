import { inArray } from 'drizzle-orm';
import { workbookParts } from '../../../db/schema/catalogue.ts';
import { chunksOf, distinct, type KindHandler, num, str } from './types.ts';
import { loadModels, loadParts, type ModelRef, modelKey } from './lookups.ts';
import { insertWorkbookParts, updateWorkbookPart } from '../../catalogue/index.ts';

type Slot = (typeof workbookParts.$inferInsert)['slot'];
type Plan = { models: Map<string, ModelRef> };

/** Workbook lines of robot models by (model PN, model year, balloon id, part PN); the part must be registered. */
export const workbookKind: KindHandler<Plan> = {
  kind: 'workbook',
  async check(ctx, rows, issues) {
    const models = await loadModels(ctx.db, distinct(rows.map((r) => str(r.row, 'modelPn'))));
    const parts = await loadParts(ctx.db, distinct(rows.map((r) => str(r.row, 'pn'))));
    for (const { line, row } of rows) {
      if (!models.has(modelKey(row.modelPn, row.modelYear)))
        issues.add(line, 'modelPn', 'unknownModel', row.modelPn);
      if (!parts.has(row.pn as string)) issues.add(line, 'pn', 'unknownPart', row.pn);
    }
    return { models };
  },
  async apply(ctx, rows, plan) {
    const modelIds = distinct(rows.map((r) => plan.models.get(modelKey(r.row.modelPn, r.row.modelYear))?.id));
    const stored = new Map<string, typeof workbookParts.$inferSelect>();
    for (const part of chunksOf(modelIds, 5000)) {
      for (const w of await ctx.db.select().from(workbookParts).where(inArray(workbookParts.modelId, part))) {
        stored.set(`${w.modelId}|${w.balloonId}|${w.pn}`, w);
      }
    }
    let created = 0;
    let updated = 0;
    const inserts: (typeof workbookParts.$inferInsert)[] = [];
    for (const [i, { row }] of rows.entries()) {
      const modelId = plan.models.get(modelKey(row.modelPn, row.modelYear))?.id as number;
      const balloonId = row.balloonId as number;
      const pn = row.pn as string;
      const found = stored.get(`${modelId}|${balloonId}|${pn}`);
      const amount = num(row, 'amount');
      const slot = str(row, 'slot') as Slot | null;
      if (!found) {
        inserts.push({ modelId, balloonId, pn, amount: amount ?? 1, slot: slot ?? 'other' });
        created++;
      } else if ((amount !== null && amount !== found.amount) || (slot !== null && slot !== found.slot)) {
        await updateWorkbookPart(ctx.db, found.id, {
          amount: amount ?? found.amount,
          slot: slot ?? found.slot,
        });
        updated++;
      }
      await ctx.step(i + 1);
    }
    for (const part of chunksOf(inserts, 2000)) await insertWorkbookParts(ctx.db, part);
    return { created, updated };
  },
};
