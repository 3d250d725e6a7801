import { brands } from '../../../db/schema/catalogue.ts';
import { bool, changesOf, kept, type KindHandler, num, str } from './types.ts';
import { insertBrand, updateBrand } from '../../catalogue/index.ts';

type BrandRow = typeof brands.$inferSelect;

/** Brands by name (case-insensitive): sort order, active flag, images. */
export const brandsKind: KindHandler = {
  kind: 'brands',
  async check() {},
  async apply(ctx, rows) {
    const stored = await ctx.db.select().from(brands);
    const byName = new Map<string, BrandRow>(stored.map((b) => [b.name.toLowerCase(), b]));
    let created = 0;
    let updated = 0;
    for (const [i, { row }] of rows.entries()) {
      const name = str(row, 'name') as string;
      const found = byName.get(name.toLowerCase());
      if (!found) {
        await insertBrand(ctx.db, {
          name,
          sort: num(row, 'sort') ?? 0,
          isActive: bool(row, 'active') ?? true,
          imageMain: str(row, 'imageMain'),
          imageSlim: str(row, 'imageSlim'),
        });
        created++;
      } else {
        const change = changesOf(found, {
          name,
          sort: kept(num(row, 'sort'), found.sort),
          isActive: kept(bool(row, 'active'), found.isActive),
          imageMain: kept(str(row, 'imageMain'), found.imageMain),
          imageSlim: kept(str(row, 'imageSlim'), found.imageSlim),
        });
        if (change) {
          await updateBrand(ctx.db, found.id, change);
          updated++;
        }
      }
      await ctx.step(i + 1);
    }
    return { created, updated };
  },
};
