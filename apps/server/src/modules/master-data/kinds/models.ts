import { inArray } from 'drizzle-orm';
import { brands, robotModels } from '../../../db/schema/catalogue.ts';
import { sortedNames } from '../issues.ts';
import { changesOf, chunksOf, distinct, kept, type KindHandler, str } from './types.ts';
import { insertRobotModel, type NewRobotModel, updateRobotModel } from '../../catalogue/index.ts';

type ModelRow = typeof robotModels.$inferSelect;
type Plan = { brandIds: Map<string, number> };

const textFields = [
  'customerPn',
  'poolArea',
  'access',
  'climb',
  'cycleTime',
  'electronic',
  'psu',
  'cableLength',
  'weight',
  'certificate',
] as const;
const imageFields = ['imageMain', 'imageBig', 'imageView', 'imageExplodedBig', 'imageSlim'] as const;

/** Robot models by PN and model year, under a brand named in the row. */
export const modelsKind: KindHandler<Plan> = {
  kind: 'models',
  async check(ctx, rows, issues) {
    const stored = await ctx.db.select({ id: brands.id, name: brands.name }).from(brands);
    const brandIds = new Map(stored.map((b) => [b.name.toLowerCase(), b.id]));
    const names = sortedNames(stored.map((b) => b.name));
    for (const { line, row } of rows) {
      const brand = str(row, 'brand') as string;
      if (!brandIds.has(brand.toLowerCase())) issues.add(line, 'brand', 'unknownBrand', brand, names);
    }
    return { brandIds };
  },
  async apply(ctx, rows, plan) {
    const pns = distinct(rows.map((r) => str(r.row, 'pn')));
    const stored = new Map<string, ModelRow>();
    for (const part of chunksOf(pns, 5000)) {
      for (const m of await ctx.db.select().from(robotModels).where(inArray(robotModels.pn, part))) {
        stored.set(`${m.pn}|${m.year}`, m);
      }
    }
    let created = 0;
    let updated = 0;
    for (const [i, { row }] of rows.entries()) {
      const values: Partial<ModelRow> = {
        brandId: plan.brandIds.get((str(row, 'brand') as string).toLowerCase()) as number,
        pn: row.pn as string,
        year: row.year as number,
        name: row.name as string,
        warrantyType: Number(row.warrantyType),
      };
      const found = stored.get(`${row.pn}|${row.year}`);
      for (const f of [...textFields, ...imageFields]) {
        const v = str(row, f);
        if (found) (values as Record<string, unknown>)[f] = kept(v, found[f]);
        else if (v !== null) (values as Record<string, unknown>)[f] = v;
      }
      if (!found) {
        await insertRobotModel(ctx.db, values as NewRobotModel);
        created++;
      } else {
        const change = changesOf(found, values);
        if (change) {
          await updateRobotModel(ctx.db, found.id, change);
          updated++;
        }
      }
      await ctx.step(i + 1);
    }
    return { created, updated };
  },
};
