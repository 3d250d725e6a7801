import { and, eq } from 'drizzle-orm';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { findLines } from './line-store.ts';
import { presentLine, presentRma } from './presenter.ts';
import { selectRmas } from './rma-store.ts';

/** GET /api/rma/requests/{id}: an RMA of a visible company with its lines; -15 otherwise. */
export async function getRma(deps: Deps, actor: Actor, id: number) {
  const [row] = await selectRmas(deps.db)
    .where(and(eq(rmaRequests.id, id), visibleTo(actor, rmaRequests.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  const lines = await findLines(deps.db, eq(rmaLines.parentId, id));
  return { ...presentRma(row), lines: lines.map((l) => presentLine(l, actor.language)) };
}
