import type { UpdateRmaLineBody } from '@poolside/contract/repairs';
import {
  checkRepairSubmit,
  type LineFacts,
  checkRepairLine,
  issueCode,
} from '@poolside/contract/repairs-rules';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workbookParts } from '../../db/schema/catalogue.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { rmaLines } from '../../db/schema/rma.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { dateToUnix, unixToDate } from '../../lib/dates.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { undoPartChange } from '../units/index.ts';
import { findVisibleLine } from './line-store.ts';
import { presentLine } from './presenter.ts';
import { loadOptions, loadParts, partFactsOf } from './repair-facts.ts';

/** GET /api/rma/line/{id}: a line of a visible company (sent or not). */
export async function getLine(deps: Deps, actor: Actor, id: number) {
  return presentLine(await findVisibleLine(deps.db, actor, id), actor.language);
}

/** The production date of a line's robot (unix seconds), or null when the serial is unknown. */
async function productionDateOf(tx: DbOrTx, robotSn: string): Promise<number | null> {
  const [row] = await tx
    .select({ productionDate: robotUnits.productionDate })
    .from(robotUnits)
    .where(eq(robotUnits.sn, robotSn))
    .limit(1);
  return row ? dateToUnix(row.productionDate) : null;
}

/** How many of a part the robot's model holds (1 when the part is not in its workbook). */
async function workbookAmount(tx: DbOrTx, robotSn: string, pn: string): Promise<number> {
  const [row] = await tx
    .select({ amount: workbookParts.amount })
    .from(workbookParts)
    .innerJoin(robotUnits, eq(robotUnits.modelId, workbookParts.modelId))
    .where(and(eq(robotUnits.sn, robotSn), eq(workbookParts.pn, pn)))
    .limit(1);
  return row?.amount ?? 1;
}

function requireDraft(parentId: number | null) {
  // A sent line belongs to its RMA: only the manufacturer's side changes it from then on.
  if (parentId !== null) throw fieldError('operationFailed', 'parentID');
}

/**
 * POST /api/rma/line/{id}: edits an unsent line's technician, date, internal number, amount, complaint,
 * failure and description (PNs and serials changed the robot's record: delete and report again).
 */
export async function updateLine(deps: Deps, actor: Actor, id: number, body: UpdateRmaLineBody) {
  await deps.db.transaction(async (tx) => {
    const { line } = await findVisibleLine(tx, actor, id);
    requireDraft(line.parentId);
    const next = {
      amount: body.amount ?? line.amount,
      complaint: body.complaint === undefined ? line.complaintId : body.complaint,
      failure: body.failure === undefined ? line.failureId : body.failure,
      description: body.description ?? line.description,
      technician: body.technician ?? line.technician,
      internalNumber: body.internalNumber ?? line.internalNumber,
      repairDate:
        body.repairDate === undefined
          ? Math.floor(Date.parse(`${line.repairDate}T00:00:00Z`) / 1000)
          : body.repairDate,
    };
    const parts = await loadParts(tx, [line.oldPn, line.newPn]);
    const options = await loadOptions(tx);
    const facts: LineFacts = {
      oldPart: partFactsOf(parts.get(line.oldPn)),
      newPart: partFactsOf(parts.get(line.newPn)),
      // The serials were checked when the line was saved and are not editable.
      isOldSnValid: true,
      isNewSnValid: true,
      partAmount: await workbookAmount(tx, line.robotSn, line.oldPn),
      reportedOldSns: [],
      complaints: options.complaints,
      failures: options.failures,
    };
    const lineIssues = checkRepairLine(
      { oldPN: line.oldPn, oldSN: line.oldSn, newPN: line.newPn, newSN: line.newSn, ...next },
      facts,
    ).filter((i) => i.field !== 'amount' || body.amount !== undefined);
    const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
    const issues = [
      ...lineIssues,
      ...checkRepairSubmit(
        {
          lineCount: 1,
          technician: next.technician,
          repairDate: next.repairDate,
          productionDate: await productionDateOf(tx, line.robotSn),
        },
        nowSeconds,
      ),
    ];
    if (issues.length) {
      const fields = [...new Set(issues.map((i) => i.field))];
      throw fieldError(issueCode(issues), fields, { reason: issues[0].message });
    }
    await tx
      .update(rmaLines)
      .set({
        amount: next.amount,
        complaintId: next.complaint,
        failureId: next.failure,
        description: next.description.trim(),
        technician: next.technician.trim(),
        internalNumber: next.internalNumber.trim(),
        repairDate: unixToDate(next.repairDate!),
      })
      .where(eq(rmaLines.id, id));
  });
  return getLine(deps, actor, id);
}

/** DELETE /api/rma/line/{id}: removes an unsent line and undoes its part change while still current. */
export async function deleteLine(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const { line } = await findVisibleLine(tx, actor, id);
    requireDraft(line.parentId);
    await tx.delete(rmaLines).where(eq(rmaLines.id, id));
    await undoPartChange(tx, line.oldFittedId, line.newFittedId);
    // Provider staff removing a line (the admin's not-sent screen) is an admin change.
    if (isProviderStaff(actor)) await recordAudit(tx, actor, 'rma.line.delete', 'rma_line', id, line, null);
  });
}
