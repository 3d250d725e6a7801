import type { CompleteUnitInput, CompleteUnitStatus } from '@poolside/contract/complete-units';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { isUniqueViolation, wizardColumns } from './create-service.ts';
import { getUnitRequest } from './get-service.ts';
import { notifyUnitStatus } from './notify-unit.ts';
import { loadUnitOptionFacts } from './options-service.ts';
import { unitRightsOf } from './policy.ts';
import { findRequestRobot, requestExists } from './robot-check.ts';
import { unitFieldsOf } from './presenter.ts';
import type { UnitRequestRecord } from './store.ts';
import {
  assertInvoiceUsable,
  assertNothingMissing,
  assertValuesValid,
  definedOnly,
  type UnitFields,
} from './unit-checks.ts';

/** The maker's reply merged onto what is stored; a credit over 0 needs its currency (-12). */
function replyColumns(r: UnitRequestRecord, body: CompleteUnitInput) {
  const next = {
    status: body.status ?? (r.status as CompleteUnitStatus),
    creditAmount: body.aquaCreditAmount === undefined ? r.creditAmount : body.aquaCreditAmount,
    creditCurrency: body.aquaCreditCurrency === undefined ? r.creditCurrency : body.aquaCreditCurrency,
    makerComment: body.aquaComment ?? r.makerComment,
  };
  if ((next.creditAmount ?? 0) > 0 && !next.creditCurrency) {
    throw fieldError('fieldRequired', 'aquaCreditCurrency');
  }
  return next;
}

/**
 * POST /api/completeUnits/{id}: the requester's company edits its request while WAT/SNT; type 1 edits it
 * at any time and answers it (status, credit, comment). The reply fields of anybody else are ignored.
 * Every requirement of the create is checked again on the merged request (except the invoice). A status
 * change notifies the requester's company (COM); every change is audited.
 */
export async function updateUnitRequest(
  deps: Deps,
  actor: Actor,
  id: number,
  body: CompleteUnitInput,
  requestId?: string,
) {
  const facts = await loadUnitOptionFacts(deps.db);
  const now = deps.clock.now();
  const { id: _id, status, aquaCreditAmount, aquaCreditCurrency, aquaComment, ...wizard } = body;
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [before] = await db
      .select()
      .from(completeUnits)
      .where(and(eq(completeUnits.id, id), visibleTo(actor, completeUnits.companyId)))
      .for('update')
      .limit(1);
    if (!before) throw fieldError('notFound', 'id');
    const rights = unitRightsOf(actor, before);
    let changes: Partial<UnitRequestRecord> = {};
    if (rights.canEdit) {
      const merged: UnitFields = { ...unitFieldsOf(before), ...definedOnly(wizard) };
      assertNothingMissing(merged, facts, false);
      assertValuesValid(merged, facts, now);
      changes = wizardColumns(merged);
      if (merged.sn !== before.sn) {
        const unit = await findRequestRobot(db, merged.sn!, id);
        changes = { ...changes, unitId: unit.id, sn: unit.sn };
      }
      if (merged.invoice != null && merged.invoice !== before.invoiceFileId) {
        await assertInvoiceUsable(db, merged.invoice, [...new Set([actor.companyId, before.companyId])]);
      }
    }
    if (rights.canReply) {
      changes = {
        ...changes,
        ...replyColumns(before, { ...body, status, aquaCreditAmount, aquaCreditCurrency, aquaComment }),
      };
    }
    const set = { ...changes, updatedAt: deps.clock.now() };
    const after = { ...before, ...set };
    try {
      await db.update(completeUnits).set(set).where(eq(completeUnits.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw requestExists();
      throw err;
    }
    const isReply =
      rights.canReply &&
      (after.status !== before.status ||
        after.creditAmount !== before.creditAmount ||
        after.creditCurrency !== before.creditCurrency ||
        after.makerComment !== before.makerComment);
    await recordAudit(
      db,
      actor,
      isReply ? 'completeUnit.reply' : 'completeUnit.update',
      'complete_unit',
      id,
      before,
      after,
      requestId,
    );
    if (after.status !== before.status) {
      await notifyUnitStatus(db, deps.config, actor, after);
    }
  });
  return getUnitRequest(deps, actor, id);
}
