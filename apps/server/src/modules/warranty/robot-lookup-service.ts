import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../access/index.ts';
import { presentRobotItem } from './robot-item-presenter.ts';
import { maySeeSaleDate } from './sale-date-visibility.ts';
import { findUnitWithParts, warrantyOf } from '../units/index.ts';

/** The robot item of a serial as of `today` (any logged-in partner may look any serial up: decisions). */
export async function loadRobotItem(db: DbOrTx, sn: string, today: string, byAutoComplete = false) {
  const found = await findUnitWithParts(db, sn);
  if (!found) throw fieldError('notFound', 'sn');
  return presentRobotItem({
    ...found,
    warranty: warrantyOf(found.unit),
    today,
    byAutoComplete,
  });
}

/**
 * GET /api/robots/sn/{sn} (the hottest read of the app, kept: caches.ts `robotBySn`): the robot item as of
 * `today`, with the unit's id it was read from. The sale date is the updating company's
 * (sale-date-visibility.ts).
 */
export async function getRobotBySn(
  deps: Deps,
  actor: Actor,
  sn: string,
  today: string,
  byAutoComplete: boolean,
) {
  const found = await findUnitWithParts(deps.db, sn);
  if (!found) throw fieldError('notFound', 'sn');
  const item = presentRobotItem({ ...found, warranty: warrantyOf(found.unit), today, byAutoComplete });
  if (item.saleDate !== null && !maySeeSaleDate(actor, found.updateCompanyId)) item.saleDate = null;
  return { item, unitId: found.unit.id };
}
