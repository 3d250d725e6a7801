import { asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { brands, robotModels } from '../../db/schema/catalogue.ts';
import { references } from '../../caches.ts';
import { readReference } from '../../lib/reference-cache.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { visibleBrandIds } from './brand-policy.ts';
import { presentBrand } from './presenter.ts';

export type BrandSummary = {
  id: number;
  name: string;
  images: { main: string | null; slim: string | null };
};

type CatalogueSummary = {
  /** Active brands in catalogue order, presented. */
  brands: BrandSummary[];
  /** brand id → its model years. */
  yearsByBrand: Map<number, Set<number>>;
};

/**
 * The active brands and the model years of each, read once per instance (reference data: the 'catalogue'
 * topic: caches.ts `references`), filtered per actor in memory.
 */
function catalogueSummary(deps: Deps): Promise<CatalogueSummary> {
  return readReference(deps.db, references.catalogueSummary, [], async () => {
    const [brandRows, yearRows] = await Promise.all([
      deps.db
        .select()
        .from(brands)
        .where(eq(brands.isActive, true))
        .orderBy(asc(brands.sort), asc(brands.name)),
      deps.db
        .selectDistinct({ brandId: robotModels.brandId, year: robotModels.year })
        .from(robotModels)
        .orderBy(desc(robotModels.year)),
    ]);
    const yearsByBrand = new Map<number, Set<number>>();
    for (const row of yearRows) {
      let years = yearsByBrand.get(row.brandId);
      if (!years) {
        years = new Set();
        yearsByBrand.set(row.brandId, years);
      }
      years.add(row.year);
    }
    return { brands: brandRows.map(presentBrand), yearsByBrand };
  });
}

/** The brands the actor browses (catalogue/brand-policy.ts), cached per company under the 'catalogue' topic. */
export function cachedVisibleBrandIds(deps: Deps, actor: Actor): Promise<'all' | number[]> {
  if (isProviderStaff(actor)) return Promise.resolve('all');
  return readReference(deps.db, references.visibleBrandIds, [actor], () => visibleBrandIds(deps.db, actor));
}

/** The distinct model years of the robots of the actor's active brands, newest first. */
export async function listRobotYearsForDashboard(
  deps: Deps,
  actor: Actor,
  visible?: 'all' | number[],
): Promise<number[]> {
  const ids = visible ?? (await cachedVisibleBrandIds(deps, actor));
  const summary = await catalogueSummary(deps);
  const years = new Set<number>();
  for (const brand of summary.brands) {
    if (ids !== 'all' && !ids.includes(brand.id)) continue;
    for (const year of summary.yearsByBrand.get(brand.id) ?? []) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** The brands associated with the actor's company (empty: the dashboard shows "no brands", never -21). */
export async function listBrandsForDashboard(
  deps: Deps,
  actor: Actor,
  visible?: 'all' | number[],
): Promise<BrandSummary[]> {
  const ids = visible ?? (await cachedVisibleBrandIds(deps, actor));
  const summary = await catalogueSummary(deps);
  return ids === 'all' ? summary.brands : summary.brands.filter((b) => ids.includes(b.id));
}
