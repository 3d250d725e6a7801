import type { CompanyDetail } from '@poolside/contract/companies';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companyBrands, companies } from '../../db/schema/companies.ts';
import { AppError } from '../../lib/app-error.ts';
import { accounts } from '../auth/index.ts';

export type StoredCompany = typeof companies.$inferSelect;

const parent = alias(companies, 'parent');
const member = accounts('u');

/** How many users a company has (index users_company_idx), for a statement's column. */
export const userCountOf = (companyId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${member} where ${member.companyId} = ${companyId})`;

/** One company with its parent's name, brands and number of users; null when there is none. */
export async function readCompany(db: DbOrTx, id: number, forUpdate = false): Promise<CompanyDetail | null> {
  if (forUpdate)
    await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  const [row] = await db
    .select({
      company: companies,
      parentName: parent.name,
      brandIds: sql<number[]>`array(select ${companyBrands.brandId} from ${companyBrands}
        where ${companyBrands.companyId} = ${companies.id} order by 1)`,
      userCount: userCountOf(companies.id),
    })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parentId))
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) return null;
  const c = row.company;
  return {
    id: c.id,
    number: c.number,
    name: c.name,
    kind: c.kind,
    parentId: c.parentId,
    parentName: row.parentName,
    country: c.country,
    currency: c.currency as CompanyDetail['currency'],
    priceList: c.priceList,
    brandIds: row.brandIds.map(Number),
    isActive: c.isActive,
    userCount: Number(row.userCount),
    createdAt: Math.floor(c.createdAt.getTime() / 1000),
  };
}

/** The company or -15 (an unknown id answers like a company one may not see). */
export async function requireCompany(db: DbOrTx, id: number, forUpdate = false): Promise<CompanyDetail> {
  const company = await readCompany(db, id, forUpdate);
  if (!company) throw new AppError('notFound');
  return company;
}

/** The id of a company by its number (exact), or null. */
export async function companyIdByNumber(db: DbOrTx, number: string): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.number, number))
    .limit(1);
  return row?.id ?? null;
}
