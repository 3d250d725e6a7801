import type { z } from 'zod';
import type { notSentByCustomerQuerySchema, WarrantyFilter } from '@poolside/contract/admin-rma';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/companies.ts';
import { rmaLines } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { type Actor, visibleTo } from '../../access/index.ts';
import { lineTextFilter, pageNotSent } from '../not-sent-service.ts';

/** The not-sent checkboxes: under warranty (green), not (red), both, or none of them. */
export function warrantyCondition(filter: WarrantyFilter | undefined): SQL | undefined {
  if (filter === 'green') return eq(rmaLines.underWarranty, true);
  if (filter === 'red') return eq(rmaLines.underWarranty, false);
  if (filter === 'none') return sql`false`;
  return undefined;
}

/** The company of a customer number the actor may see; -15 otherwise. */
export async function findCustomer(db: DbOrTx, actor: Actor, moovexID: string) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.number, moovexID), visibleTo(actor, companies.id)))
    .limit(1);
  if (!company) throw fieldError('notFound', 'id');
  return company;
}

/** The unsent lines of one customer (one of its users when given), filtered by the warranty checkboxes. */
export function customerLinesWhere(
  companyId: number,
  query: { userID?: number; warranty?: WarrantyFilter; filter?: string },
) {
  return and(
    isNull(rmaLines.parentId),
    eq(rmaLines.companyId, companyId),
    query.userID ? eq(rmaLines.userId, query.userID) : undefined,
    warrantyCondition(query.warranty),
    lineTextFilter(query.filter),
  );
}

/** GET /api/rma/not_sent/moovex/{id}: a customer's unsent lines, paged and sorted; -15 unknown customer. */
export async function listCustomerNotSent(
  deps: Deps,
  actor: Actor,
  moovexID: string,
  query: z.output<typeof notSentByCustomerQuerySchema>,
) {
  const company = await findCustomer(deps.db, actor, moovexID);
  return pageNotSent(deps, actor, {
    companies: [company.id],
    userId: query.userID,
    warranty: query.warranty,
    filter: query.filter,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}
