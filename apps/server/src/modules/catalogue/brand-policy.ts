import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { companyBrands, companies } from '../../db/schema/companies.ts';
import { cachedReference } from '../../lib/reference-cache.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';

/**
 * The brands an actor browses: all for provider staff; otherwise its company's rows in company_brands
 * plus those of the company it sits under (a distributor's service centres sell what it sells).
 */
export async function visibleBrandIds(db: Db, actor: Actor): Promise<'all' | number[]> {
  if (isProviderStaff(actor)) return 'all';
  const parent = db
    .select({ id: companies.parentId })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const rows = await db
    .selectDistinct({ brandId: companyBrands.brandId })
    .from(companyBrands)
    .where(or(eq(companyBrands.companyId, actor.companyId), inArray(companyBrands.companyId, parent)));
  return rows.map((r) => r.brandId);
}

export function canSeeBrand(visible: 'all' | number[], brandId: number): boolean {
  return visible === 'all' || visible.includes(brandId);
}

/**
 * The active brands an actor sees (the rule above, and active as the catalogue lists them), cached per company
 * under the 'catalogue' topic (bumped by brand, company and company-brand writes): no statement when warm.
 * The spares part search filters its robots and parts with it.
 */
export function cachedVisibleActiveBrandIds(db: Db, actor: Actor): Promise<number[]> {
  const key = isProviderStaff(actor)
    ? 'catalogue:activeBrands:all'
    : `catalogue:activeBrands:${actor.companyId}`;
  return cachedReference(db, key, ['catalogue'], async () => {
    const visible = await visibleBrandIds(db, actor);
    const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.isActive, true));
    return rows.map((r) => r.id).filter((id) => canSeeBrand(visible, id));
  });
}
