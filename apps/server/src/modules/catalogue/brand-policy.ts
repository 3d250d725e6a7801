import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyBrands, companies } from '../../db/schema/companies.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';

/**
 * The brands an actor browses: all for provider staff; otherwise its company's rows in company_brands
 * plus those of the company it sits under (a distributor's service centres sell what it sells). The spares
 * part search applies the same rule inside its own statement (spares/search-service.ts brandsOf).
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
