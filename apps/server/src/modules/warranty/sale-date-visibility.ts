import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { type Actor, canSeeCompany, isProviderStaff } from '../access/index.ts';

/**
 * Whose serial lookup shows a robot's sale date (issue 19): the sale date of a warranty update is the updating
 * company's, so only those who may read that update (GET /api/warranty/{sn}: its company's visible companies,
 * provider staff) see it; a sale date without an update is the maker's record, shown to all.
 */
export function saleDateViewer(actor: Actor): string {
  return isProviderStaff(actor) ? 'staff' : `c${actor.companyId}`;
}

export async function maySeeSaleDate(db: DbOrTx, actor: Actor, unitId: number): Promise<boolean> {
  if (isProviderStaff(actor)) return true;
  const [update] = await db
    .select({ companyId: warrantyUpdates.companyId })
    .from(warrantyUpdates)
    .where(eq(warrantyUpdates.unitId, unitId))
    .limit(1);
  return !update || canSeeCompany(actor, update.companyId);
}
