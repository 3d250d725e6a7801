import { and, eq } from 'drizzle-orm';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { presentUnitRequest } from './presenter.ts';
import { selectUnitRequests } from './store.ts';

/** GET /api/completeUnits/{id}: a request of a company the actor may see; -15 otherwise. */
export async function getUnitRequest(deps: Deps, actor: Actor, id: number) {
  const [row] = await selectUnitRequests(deps.db)
    .where(and(eq(completeUnits.id, id), visibleTo(actor, completeUnits.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  return presentUnitRequest(row, actor.language);
}
