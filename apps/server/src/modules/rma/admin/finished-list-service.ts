import { limits } from '@poolside/contract/constants';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../access/index.ts';
import { pageRmas } from '../rma-page.ts';

type FinishedQuery = { filter?: string; sort?: string; after?: string };

/**
 * GET /api/rma/requests/finished/a/a/{page}: one page (35) of the finished RMAs, newest first by default;
 * `after` (a nextCursor of GET /api/rma/requests?finished=true) continues from a row instead of an offset.
 */
export async function listFinishedRmas(deps: Deps, actor: Actor, page: number, query: FinishedQuery) {
  const { rows } = await pageRmas(deps.db, actor, {
    ...query,
    finished: true,
    page,
    pageSize: limits.rmaHistoryPageSize,
  });
  return rows;
}

/** GET /api/rma/requests/finished/a/a/count: how many finished RMAs match (`data.total`, capped with a filter). */
export async function countFinishedRmas(deps: Deps, actor: Actor, query: FinishedQuery) {
  const { total, totalCapped } = await pageRmas(deps.db, actor, {
    filter: query.filter,
    finished: true,
    page: 1,
    pageSize: 1,
  });
  return { total, totalCapped };
}
