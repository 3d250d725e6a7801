import type { z } from 'zod';
import type { rmaListQuerySchema } from '@poolside/contract/repairs';
import { and, eq } from 'drizzle-orm';
import { rmaLines, rmaRequests } from '../../db/schema/repairs.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../auth/index.ts';
import { findLines } from './line-store.ts';
import { presentLine, presentRma } from './presenter.ts';
import { pageRmasJson } from './rma-page.ts';
import { selectRmas } from './rma-store.ts';

/**
 * GET /api/rma/requests: a keyset page of the sent RMAs of the visible companies, sorted and filtered, as
 * JSON (kept per instance until the scope's RMAs change: rma-page.ts `pageRmasJson`).
 */
export function listRmasJson(deps: Deps, actor: Actor, query: z.output<typeof rmaListQuerySchema>) {
  return pageRmasJson(deps.db, actor, query);
}

/** GET /api/rma/requests/unfinished: the same list, of the RMAs not finished yet. */
export function listUnfinishedRmasJson(deps: Deps, actor: Actor, query: z.output<typeof rmaListQuerySchema>) {
  return pageRmasJson(deps.db, actor, { ...query, finished: false });
}

/** GET /api/rma/requests/{id}: an RMA of a visible company with its lines; -15 otherwise. */
export async function getRma(deps: Deps, actor: Actor, id: number) {
  const [row] = await selectRmas(deps.db)
    .where(and(eq(rmaRequests.id, id), visibleTo(actor, rmaRequests.companyId)))
    .limit(1);
  if (!row) throw new AppError('notFound', { field: 'id', fields: ['id'] });
  const lines = await findLines(deps.db, eq(rmaLines.parentId, id));
  return { ...presentRma(row), lines: lines.map((l) => presentLine(l, actor.language)) };
}
