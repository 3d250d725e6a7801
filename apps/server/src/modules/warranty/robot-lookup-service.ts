import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { utcDateOf } from '../../lib/dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presentRobotItem } from './robot-item-presenter.ts';
import { findUnitWithParts, warrantyOf } from '../units/index.ts';

/** The robot item of a serial as of `today` (any logged-in partner may look any serial up: decisions). */
export async function loadRobotItem(db: DbOrTx, sn: string, today: string, byAutoComplete = false) {
  const found = await findUnitWithParts(db, sn);
  if (!found) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
  return presentRobotItem({
    ...found,
    warranty: warrantyOf(found.unit),
    today,
    byAutoComplete,
  });
}

/** GET /api/robots/sn/{sn}. */
export async function getRobotBySn(deps: Deps, sn: string, byAutoComplete: boolean) {
  return loadRobotItem(deps.db, sn, utcDateOf(deps.clock.now()), byAutoComplete);
}
