import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { unixToDate, utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import { notifyWarranty } from './notify-warranty.ts';
import { loadRobotItem } from './robot-lookup-service.ts';
import { findUnitBySn, isManualEndBeforeStart, setUnitWarranty } from '../units/index.ts';

type ManualDates = { manualWarrantyStart?: number | null; manualWarrantyEnd?: number | null };

const toDate = (v: number | null | undefined) => (v === null || v === undefined ? null : unixToDate(v));

/** Sets (or clears, with null) a robot's manual warranty start/end; the route allows type 1 only. */
export async function setManualWarranty(deps: Deps, actor: Actor, sn: string, body: ManualDates) {
  if (body.manualWarrantyStart === undefined && body.manualWarrantyEnd === undefined) {
    throw fieldError('fieldRequired', ['manualWarrantyStart', 'manualWarrantyEnd']);
  }
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const found = await findUnitBySn(db, sn, true);
    if (!found) throw fieldError('notFound', 'sn');
    const { unit } = found;
    const manualStart =
      body.manualWarrantyStart === undefined ? unit.manualStart : toDate(body.manualWarrantyStart);
    const manualEnd = body.manualWarrantyEnd === undefined ? unit.manualEnd : toDate(body.manualWarrantyEnd);
    // Compared with the warranty's start as it will be: the manual start, else the stored start.
    if (isManualEndBeforeStart({ ...unit, manualStart, manualEnd })) {
      throw fieldError('invalid', 'manualWarrantyEnd', { reason: 'endBeforeStart' });
    }
    await setUnitWarranty(db, unit.id, { manualStart, manualEnd });
    await recordAudit(
      db,
      actor,
      'warranty.manual',
      'robot_unit',
      unit.sn,
      { manualStart: unit.manualStart, manualEnd: unit.manualEnd },
      { manualStart, manualEnd },
    );
    if (unit.companyId)
      await notifyWarranty(db, deps.config, 'NTW', {
        companyId: unit.companyId,
        sn: unit.sn,
        exceptUserId: actor.userId,
      });
    return loadRobotItem(db, unit.sn, utcDateOf(deps.clock.now()));
  });
}
