import { and, eq } from 'drizzle-orm';
import type { WarrantyUpdateBody } from '@poolside/contract/warranty';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { unixToDate, utcDateOf } from '../../lib/dates.ts';
import { type Actor, canSeeCompany, isProviderStaff, visibleTo } from '../access/index.ts';
import { notifyWarranty } from './notify-warranty.ts';
import { loadRobotItem } from './robot-lookup-service.ts';
import { findUnitBySn, isManualEndBeforeStart, setUnitWarranty } from '../units/index.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const files = uploads('files');

/** -6 on saleDate, saying which rule the date breaks: `future` or `beforeProduction` (the robot's production). */
export function saleDateError(reason: 'future' | 'beforeProduction') {
  return fieldError('invalid', 'saleDate', { reason });
}

/** The rules of POST /api/warranty/{sn} that need no database (docs/decisions.md, "Warranty"). */
export function checkWarrantyUpdate(actor: Actor, body: WarrantyUpdateBody, today: string) {
  const hasManual = body.manualStart != null || body.manualEnd != null;
  if (hasManual && actor.typeId !== 1) throw new AppError('permissionDenied');
  // Type 1 may give manual dates instead of a sale date; everybody else needs the sale date.
  if (body.saleDate === undefined && !(actor.typeId === 1 && hasManual))
    throw fieldError('fieldRequired', 'saleDate');
  if (body.saleDate !== undefined && unixToDate(body.saleDate) > today) throw saleDateError('future');
  if (body.invoice === undefined && !isProviderStaff(actor)) throw fieldError('fieldRequired', 'invoice');
  if (body.manualStart != null && body.manualEnd != null && body.manualEnd < body.manualStart) {
    throw fieldError('invalid', 'manualEnd');
  }
}

/**
 * Who may make a robot's warranty update (docs/decisions.md "Who claims a robot's warranty"): provider
 * staff; the robot's company, the distributor over it, or a service centre under the distributor it was shipped
 * to; anyone when the maker recorded no company (the update waits for the maker's review either way).
 */
async function mayClaimWarranty(db: Db, actor: Actor, unitCompanyId: number | null): Promise<boolean> {
  if (isProviderStaff(actor) || unitCompanyId === null || canSeeCompany(actor, unitCompanyId)) return true;
  const [own] = await db
    .select({ parentId: companies.parentId })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return own?.parentId === unitCompanyId;
}

/**
 * The unit of `sn` when the actor may update its warranty, else the refusal the update gives: -15 unknown
 * serial, -11 another company's robot (before "already updated", so a stranger learns nothing), -14 a serial
 * already updated (type 1 may update it again). All on `sn`.
 */
async function claimableUnit(db: Db, actor: Actor, sn: string, forUpdate: boolean) {
  const found = await findUnitBySn(db, sn, forUpdate);
  if (!found) throw fieldError('notFound', 'sn');
  const { unit } = found;
  if (!(await mayClaimWarranty(db, actor, unit.companyId))) {
    throw fieldError('permissionDenied', 'sn');
  }
  if (unit.warrantyUpdated && actor.typeId !== 1) throw fieldError('operationFailed', 'sn');
  return unit;
}

/**
 * GET /api/warranty/{sn}/eligibility: the robot item when the actor may update its warranty, else the update's
 * own refusal, so the form says it at the serial before the date and the invoice are given.
 */
export async function checkWarrantyEligibility(deps: Deps, actor: Actor, sn: string) {
  const unit = await claimableUnit(deps.db, actor, sn, false);
  return loadRobotItem(deps.db, unit.sn, utcDateOf(deps.clock.now()));
}

/** Updates a robot's warranty from its sale date and invoice; -14 for an already-updated serial (non-type-1). */
export async function updateWarranty(deps: Deps, actor: Actor, sn: string, body: WarrantyUpdateBody) {
  const today = utcDateOf(deps.clock.now());
  checkWarrantyUpdate(actor, body, today);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const unit = await claimableUnit(db, actor, sn, true);
    if (body.invoice !== undefined) {
      const [file] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, body.invoice), visibleTo(actor, files.companyId)));
      if (!file) throw fieldError('invalid', 'invoice');
    }
    const saleDate = body.saleDate !== undefined ? unixToDate(body.saleDate) : unit.saleDate;
    if (saleDate && saleDate < unit.productionDate) throw saleDateError('beforeProduction');
    const changes = {
      saleDate,
      warrantyUpdated: true,
      ...(body.manualStart !== undefined
        ? { manualStart: body.manualStart === null ? null : unixToDate(body.manualStart) }
        : {}),
      ...(body.manualEnd !== undefined
        ? { manualEnd: body.manualEnd === null ? null : unixToDate(body.manualEnd) }
        : {}),
    };
    if (isManualEndBeforeStart({ ...unit, ...changes })) {
      // The end compared with the start as it will be (given manual start, else sale/stored start).
      const field =
        body.manualEnd != null ? 'manualEnd' : body.manualStart != null ? 'manualStart' : 'saleDate';
      throw fieldError('invalid', field, { reason: 'endBeforeStart' });
    }
    await setUnitWarranty(db, unit.id, changes);
    const [existing] = await db
      .select()
      .from(warrantyUpdates)
      .where(eq(warrantyUpdates.unitId, unit.id))
      .for('update');
    const isStaff = isProviderStaff(actor);
    // A type-1 overwrite keeps who asked (and their invoice); provider staff's own updates need no review.
    const record = {
      unitId: unit.id,
      sn: unit.sn,
      companyId: existing?.companyId ?? actor.companyId,
      userId: existing?.userId ?? actor.userId,
      saleDate,
      invoiceFileId: body.invoice ?? existing?.invoiceFileId ?? null,
      createdAt: existing?.createdAt ?? deps.clock.now(),
      reviewedAt: isStaff ? deps.clock.now() : null,
      reviewedBy: isStaff ? actor.userId : null,
    };
    await db
      .insert(warrantyUpdates)
      .values(record)
      .onConflictDoUpdate({ target: warrantyUpdates.unitId, set: record });
    await recordAudit(db, actor, 'warranty.update', 'robot_unit', unit.sn, unit, { ...unit, ...changes });
    if (existing && isStaff) {
      await notifyWarranty(db, deps.config, 'NTW', {
        companyId: existing.companyId,
        sn: unit.sn,
        exceptUserId: actor.userId,
      });
    }
    return loadRobotItem(db, unit.sn, today);
  });
}
