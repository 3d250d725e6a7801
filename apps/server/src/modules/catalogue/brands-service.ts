import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { brands, robotModels } from '../../db/schema/catalogue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { canSeeBrand, visibleBrandIds } from './brand-policy.ts';

function brandCondition(visible: 'all' | number[]) {
  return visible === 'all'
    ? eq(brands.isActive, true)
    : and(eq(brands.isActive, true), inArray(brands.id, visible));
}

/** The active brands the actor sees, in catalogue order (empty list allowed: the dashboard uses it). */
export async function findVisibleBrands(db: Db, actor: Actor, known?: 'all' | number[]) {
  const visible = known ?? (await visibleBrandIds(db, actor));
  if (visible !== 'all' && visible.length === 0) return [];
  return db.select().from(brands).where(brandCondition(visible)).orderBy(asc(brands.sort), asc(brands.name));
}

/** The model years of the actor's brands, newest first (the dashboard's year filter). */
export async function findVisibleYears(db: Db, actor: Actor, known?: 'all' | number[]): Promise<number[]> {
  const visible = known ?? (await visibleBrandIds(db, actor));
  if (visible !== 'all' && visible.length === 0) return [];
  const rows = await db
    .selectDistinct({ year: robotModels.year })
    .from(robotModels)
    .innerJoin(brands, eq(brands.id, robotModels.brandId))
    .where(brandCondition(visible))
    .orderBy(desc(robotModels.year));
  return rows.map((r) => r.year);
}

/** GET /api/brands: -21 when the account has no brand. */
export async function listBrands(deps: Deps, actor: Actor) {
  const rows = await findVisibleBrands(deps.db, actor);
  if (rows.length === 0) throw new AppError('noBrandsAssociated');
  return rows;
}

/** One brand with its robots (newest year first): -21 when the brand is not the account's, -15 unknown. */
export async function getBrandRobots(deps: Deps, actor: Actor, brandId: number) {
  const [brand] = await deps.db.select().from(brands).where(eq(brands.id, brandId));
  const visible = await visibleBrandIds(deps.db, actor);
  if (visible !== 'all' && visible.length === 0) throw new AppError('noBrandsAssociated');
  if (!brand?.isActive) throw new AppError('notFound');
  if (!canSeeBrand(visible, brand.id)) throw new AppError('noBrandsAssociated');
  const robots = await deps.db
    .select()
    .from(robotModels)
    .where(eq(robotModels.brandId, brand.id))
    .orderBy(desc(robotModels.year), asc(robotModels.name));
  const years = [...new Set(robots.map((r) => r.year))];
  return { brand, robots, years };
}
