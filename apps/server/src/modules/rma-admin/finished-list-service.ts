import { limits } from '@poolside/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { rmaRequests } from '../../db/schema/repairs.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { orderOf } from '../../lib/paging.ts';
import type { Actor } from '../auth/actor.ts';
import { visibleTo } from '../auth/policy.ts';
import { presentRma } from '../repairs/presenter.ts';
import { rmaSortColumns, textFilter } from '../repairs/rma-list-service.ts';
import { selectRmas } from '../repairs/rma-store.ts';

type FinishedQuery = { filter?: string; sort?: string };

function finishedWhere(actor: Actor, query: FinishedQuery) {
  return and(
    visibleTo(actor, rmaRequests.companyId),
    eq(rmaRequests.finished, true),
    textFilter(query.filter),
  );
}

/** GET /api/rma/requests/finished/a/a/{page}: one page (35) of the finished RMAs, newest first by default. */
export async function listFinishedRmas(deps: Deps, actor: Actor, page: number, query: FinishedQuery) {
  const pageSize = limits.rmaHistoryPageSize;
  const rows = await selectRmas(deps.db)
    .where(finishedWhere(actor, query))
    .orderBy(...orderOf(query.sort, rmaSortColumns, '-dateSent', rmaRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(presentRma);
}

/** GET /api/rma/requests/finished/a/a/count: how many finished RMAs match (`data.total`). */
export async function countFinishedRmas(deps: Deps, actor: Actor, query: FinishedQuery) {
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rmaRequests)
    .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
    .innerJoin(users, eq(users.id, rmaRequests.userId))
    .where(finishedWhere(actor, query));
  return { total: count.n };
}
