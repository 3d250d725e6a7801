import type { CompanyDetail, CompanyOptions } from '@poolside/contract/companies';
import type { UserListQuery, UserRow } from '@poolside/contract/users';
import type { KeysetPage } from '@poolside/contract/lists';
import { asc, eq } from 'drizzle-orm';
import { brands } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { priceLists } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import { listUsers } from '../users/index.ts';
import { requireCompany } from './store.ts';

/** GET /api/companies/{id}: the company (-15 when there is none). */
export function getCompany(deps: Deps, id: number): Promise<CompanyDetail> {
  return requireCompany(deps.db, id);
}

/** GET /api/companies/options: the form's pickers (every distributor, price list and brand). */
export async function getCompanyOptions(deps: Deps): Promise<CompanyOptions> {
  const [distributors, lists, brandRows] = await Promise.all([
    deps.db
      .select({
        id: companies.id,
        number: companies.number,
        name: companies.name,
        isActive: companies.isActive,
      })
      .from(companies)
      .where(eq(companies.kind, 'distributor'))
      .orderBy(asc(companies.name), asc(companies.id)),
    deps.db
      .select({ code: priceLists.code, name: priceLists.name })
      .from(priceLists)
      .orderBy(asc(priceLists.discountBp), asc(priceLists.code)),
    deps.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id)),
  ]);
  return { distributors, priceLists: lists, brands: brandRows };
}

/** GET /api/companies/{id}/users: the company's users through the users module's list (-15: no company). */
export async function getCompanyUsers(
  deps: Deps,
  actor: Actor,
  id: number,
  query: UserListQuery,
): Promise<KeysetPage<UserRow>> {
  await requireCompany(deps.db, id);
  return listUsers(deps, actor, query, id);
}
