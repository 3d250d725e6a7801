import { type Actor, canSeeCompany, isProviderStaff } from '../access/index.ts';

/**
 * Whose serial lookup shows a robot's sale date (issue 19): the sale date of a warranty update is the updating
 * company's, so only those who may read that update (GET /api/warranty/{sn}: its company's visible companies,
 * provider staff) see it; a sale date without an update is the maker's record, shown to all.
 */
export function saleDateViewer(actor: Actor): string {
  return isProviderStaff(actor) ? 'staff' : `c${actor.companyId}`;
}

/**
 * Whether the actor sees the sale date of a unit whose warranty update was made by `updateCompanyId` (null:
 * no update). The unit lookup reads that company in its own statement (units/unit-store.ts findUnitWithParts),
 * so the check costs none.
 */
export function maySeeSaleDate(actor: Actor, updateCompanyId: number | null): boolean {
  return updateCompanyId === null || canSeeCompany(actor, updateCompanyId);
}
