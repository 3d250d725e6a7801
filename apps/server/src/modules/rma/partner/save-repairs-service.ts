import { normalizeSn } from '@poolside/contract/part-rules';
import type { SaveRepairsRequest } from '@poolside/contract/repairs';
import {
  checkRepairLine,
  checkRepairSubmit,
  duplicateOldSnIssues,
  isNonSerial,
  issueCode,
  type RepairIssue,
} from '@poolside/contract/repairs-rules';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/companies.ts';
import { rmaLines } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { dateToUnix, unixToDate } from '../../../lib/dates.ts';
import type { Actor } from '../../access/index.ts';
import { applyPartChange, isPartCovered, partWarrantyEnd, warrantyOf } from '../../units/index.ts';
import { findLines } from '../line-store.ts';
import { presentLine } from '../presenter.ts';
import { lockQaCounters, saveQaCounters } from './qa-counters.ts';
import { loadQaParams } from '../../qa/index.ts';
import { decideQa, qaCandidates, qaPeriodOf } from './qa-rule.ts';
import {
  fittedElsewhereField,
  lineFactsOf,
  loadFittedSerials,
  loadOptions,
  loadParts,
  loadRobotFacts,
  slotOf,
} from '../repair-facts.ts';

/** -12/-6 naming every refused field; `reason` is the first field's rule (a RepairMessage key). */
function fail(issues: RepairIssue[]): never {
  throw fieldError(issueCode(issues), [...new Set(issues.map((i) => i.field))], {
    reason: issues[0].message,
  });
}

type Robot = Awaited<ReturnType<typeof loadRobotFacts>>;
type RepairLine = ReturnType<typeof linesOf>[number];
type PreparedLine = Awaited<ReturnType<typeof prepareLines>>[number];

/** The body's lines with the top-level technician, internal number and date filled in where a line has none. */
function linesOf(body: SaveRepairsRequest) {
  return body.lines.map((l) => ({
    ...l,
    technician: l.technician || body.technician,
    internalNumber: l.internalNumber || body.internalNumber,
    repairDate: l.repairDate ?? body.repairDate ?? null,
  }));
}

/**
 * PUT /api/rma/line/{robotSN}: re-checks every composer rule, saves the lines as unsent drafts with their
 * warranty and QA decision, and records the part changes on the robot, all in one transaction.
 */
export async function saveRepairs(deps: Deps, actor: Actor, robotSn: string, body: SaveRepairsRequest) {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const lines = linesOf(body);
  const submitIssues = checkRepairSubmit(
    {
      lineCount: lines.length,
      technician: body.technician || (lines[0]?.technician ?? ''),
      repairDate: body.repairDate ?? lines[0]?.repairDate,
    },
    nowSeconds,
  );
  if (submitIssues.length) fail(submitIssues);
  const period = qaPeriodOf(deps.clock.now(), deps.config.timeZone);

  const ids = await deps.db.transaction(async (tx) => {
    const robot = await loadRobotFacts(tx, robotSn);
    const facts = await checkLines(tx, robot, lines, nowSeconds);
    const prepared = await prepareLines(tx, actor, robot, lines, facts);
    const before = await lockQaCounters(
      tx,
      period,
      prepared.flatMap((p) => p.candidates.map((c) => c.key)),
    );
    const counts = new Map(before);
    const saved: number[] = [];
    for (const [i, p] of prepared.entries()) {
      const qa = decideQa(p.candidates, counts);
      if (qa.key) counts.set(qa.key, (counts.get(qa.key) ?? 0) + 1);
      saved.push(await insertLine(tx, deps, actor, robot, p, i, qa.returnToQA));
    }
    await saveQaCounters(tx, period, before, counts);
    return saved;
  });
  const rows = await findLines(deps.db as Db, inArray(rmaLines.id, ids));
  return rows.map((r) => presentLine(r, actor.language));
}

/**
 * Every line's rules against the robot, its parts and the serials fitted anywhere (-12/-6 naming each refused
 * field; -27 when a new serial is fitted on another robot): the facts each line was checked with.
 */
async function checkLines(tx: DbOrTx, robot: Robot, lines: RepairLine[], nowSeconds: number) {
  const parts = await loadParts(
    tx,
    lines.flatMap((l) => [l.oldPN, l.newPN]),
  );
  const fittedSerials = await loadFittedSerials(
    tx,
    lines.flatMap((l) => [l.oldSN, l.newSN]),
  );
  const options = await loadOptions(tx);
  const facts = lines.map((l) => lineFactsOf(robot, l, parts, fittedSerials, options));
  const productionDate = dateToUnix(robot.unit.productionDate);
  const issues = lines.flatMap((l, i) => [
    ...checkRepairLine(l, facts[i], `lines.${i}.`),
    ...checkRepairSubmit(
      { lineCount: 1, technician: l.technician, repairDate: l.repairDate, productionDate },
      nowSeconds,
    ).map((issue) => ({ ...issue, field: `lines.${i}.${issue.field}` })),
  ]);
  issues.push(...duplicateOldSnIssues(lines, (i) => isNonSerial(facts[i].oldPart)));
  if (issues.length) fail(issues);
  const taken = fittedElsewhereField(robot, lines, fittedSerials);
  if (taken) throw fieldError('unitWithPartExists', taken);
  return facts;
}

/** Each checked line's parts, normalised serials, slot, date and the QA rules it may count against. */
async function prepareLines(
  tx: DbOrTx,
  actor: Actor,
  robot: Robot,
  lines: RepairLine[],
  facts: ReturnType<typeof lineFactsOf>[],
) {
  const [company] = await tx
    .select({ number: companies.number })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const warranty = warrantyOf(robot.unit);
  const qaParams = await loadQaParams(tx);
  return lines.map((l, i) => {
    const oldPart = facts[i].oldPart!;
    const newPart = facts[i].newPart!;
    const oldSN = isNonSerial(oldPart) ? '' : normalizeSn(l.oldSN);
    const newSN = isNonSerial(newPart) ? '' : normalizeSn(l.newSN);
    const slot = slotOf(robot, oldPart.pn, oldSN);
    const date = unixToDate(l.repairDate!);
    const candidates = qaParams
      ? qaCandidates(qaParams, {
          slot,
          oldSN,
          productionDate: robot.unit.productionDate,
          warrantyStart: warranty.start,
          companyNumber: company?.number ?? '',
        })
      : [];
    return { l, oldPart, newPart, oldSN, newSN, slot, date, candidates, warranty };
  });
}

/** Records the part change on the robot and inserts the line as an unsent draft: its id. */
async function insertLine(
  tx: DbOrTx,
  deps: Deps,
  actor: Actor,
  robot: Robot,
  p: PreparedLine,
  index: number,
  returnToQa: boolean,
) {
  const change = await applyPartChange(
    tx,
    robot.unit.id,
    robot.fitted,
    { oldSn: p.oldSN, newPn: p.newPart.pn, newSn: p.newSN, slot: p.slot, date: p.date },
    `lines.${index}.newSN`,
  );
  const [row] = await tx
    .insert(rmaLines)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      robotSn: robot.unit.sn,
      robotPn: robot.model.pn,
      oldPn: p.oldPart.pn,
      oldSn: p.oldSN,
      newPn: p.newPart.pn,
      newSn: p.newSN,
      amount: p.l.amount,
      partDesc: p.oldPart.description,
      complaintId: p.l.complaint ?? null,
      failureId: p.l.failure ?? null,
      description: p.l.description.trim(),
      technician: p.l.technician.trim(),
      internalNumber: p.l.internalNumber.trim(),
      repairDate: p.date,
      underWarranty: isPartCovered(p.warranty, p.slot, p.date),
      partWarrantyEnd: partWarrantyEnd(p.warranty, p.slot),
      returnToQa,
      createdAt: deps.clock.now(),
      ...change,
    })
    .returning({ id: rmaLines.id });
  return row.id;
}
