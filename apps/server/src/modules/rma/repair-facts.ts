// What the composer rules need to know about a robot and the PNs/serials of a batch, read in the save's
// transaction (the unit row is locked so two saves on one robot see each other's history).
import type { LineFacts, PartFacts } from '@poolside/contract/repairs-rules';
import {
  isNonSerialPart,
  isRecordedElsewhere,
  matchesSerialPattern,
  normalizePn,
  normalizeSn,
} from '@poolside/contract/part-rules';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PartSlot, partNumbers, workbookParts } from '../../db/schema/catalogue.ts';
import { optionItems } from '../../db/schema/complete-units.ts';
import { rmaLines } from '../../db/schema/rma.ts';
import { fittedParts } from '../../db/schema/units.ts';
import { fieldError } from '../../lib/app-error.ts';
import { findFittedParts, findUnitBySn, type FittedRow } from '../units/index.ts';

type PartRow = typeof partNumbers.$inferSelect;

export type RobotFacts = Awaited<ReturnType<typeof loadRobotFacts>>;

/** The unit (locked), its model, workbook, fitted parts and the old serials already reported for it. */
export async function loadRobotFacts(tx: DbOrTx, robotSn: string) {
  const found = await findUnitBySn(tx, robotSn, true);
  if (!found) throw fieldError('notFound', 'robotSN');
  const fitted = await findFittedParts(tx, found.unit.id);
  const workbook = await tx
    .select({ pn: workbookParts.pn, amount: workbookParts.amount, slot: workbookParts.slot })
    .from(workbookParts)
    .where(eq(workbookParts.modelId, found.model.id));
  const reported = await tx
    .select({ sn: rmaLines.oldSn })
    .from(rmaLines)
    .where(and(eq(rmaLines.robotSn, found.unit.sn), ne(rmaLines.oldSn, '')));
  const reportedOldSns = [
    ...new Set([
      ...fitted.filter((f) => f.removedAt !== null && f.sn).map((f) => f.sn as string),
      ...reported.map((r) => r.sn),
    ]),
  ];
  return { ...found, fitted, workbook, reportedOldSns };
}

/** Part numbers of the batch by normalised PN. */
export async function loadParts(tx: DbOrTx, pns: string[]): Promise<Map<string, PartRow>> {
  const codes = [...new Set(pns.map(normalizePn).filter(Boolean))];
  if (codes.length === 0) return new Map();
  const rows = await tx.select().from(partNumbers).where(inArray(partNumbers.pn, codes));
  return new Map(rows.map((r) => [r.pn, r]));
}

/** Serials of the batch fitted in any robot now: serial → unit id. */
export async function loadFittedSerials(tx: DbOrTx, sns: string[]): Promise<Map<string, number>> {
  const list = [...new Set(sns.map(normalizeSn).filter(Boolean))];
  if (list.length === 0) return new Map();
  const rows = await tx
    .select({ sn: fittedParts.sn, unitId: fittedParts.unitId })
    .from(fittedParts)
    .where(and(inArray(fittedParts.sn, list), isNull(fittedParts.removedAt)));
  return new Map(rows.map((r) => [r.sn as string, r.unitId]));
}

/** The active complaint and failure items (the "other" rule reads isOther). */
export async function loadOptions(tx: DbOrTx) {
  const rows = await tx
    .select({ id: optionItems.id, list: optionItems.list, isOther: optionItems.isOther })
    .from(optionItems)
    .where(and(inArray(optionItems.list, ['complaint', 'failure']), eq(optionItems.isActive, true)));
  return {
    complaints: rows.filter((r) => r.list === 'complaint'),
    failures: rows.filter((r) => r.list === 'failure'),
  };
}

export function partFactsOf(part: PartRow | undefined): PartFacts | null {
  return part ? { pn: part.pn, description: part.description, nonSerialic: isNonSerialPart(part) } : null;
}

/** The slot a part occupies in this robot: its workbook line, else the fitted row of the serial. */
export function slotOf(robot: RobotFacts, pn: string, sn: string): PartSlot | null {
  const code = normalizePn(pn);
  const line = robot.workbook.find((w) => w.pn === code && w.slot);
  if (line?.slot) return line.slot;
  return robot.fitted.find((f) => f.removedAt === null && f.sn && f.sn === sn)?.slot ?? null;
}

type LineSerials = { oldPN: string; oldSN: string; newPN: string; newSN: string };

/** The facts of one line for checkRepairLine. */
export function lineFactsOf(
  robot: RobotFacts,
  line: LineSerials,
  parts: Map<string, PartRow>,
  fittedSerials: Map<string, number>,
  options: Awaited<ReturnType<typeof loadOptions>>,
): LineFacts {
  const oldRow = parts.get(normalizePn(line.oldPN));
  const newRow = parts.get(normalizePn(line.newPN));
  const oldSN = normalizeSn(line.oldSN);
  const newSN = normalizeSn(line.newSN);
  const active: FittedRow[] = robot.fitted.filter((f) => f.removedAt === null);
  const oldFittedIn = fittedSerials.get(oldSN);
  // A serial fitted in another robot is refused after these rules, with -27 (see fittedElsewhereField).
  const isFittedInOther = oldFittedIn !== undefined && oldFittedIn !== robot.unit.id;
  const isRecordedElse = !!oldRow && !isFittedInOther && isRecordedElsewhere(oldRow.pn, oldSN, active);
  const isOldSnValid = !!oldRow && matchesSerialPattern(oldSN, oldRow) && !isRecordedElse;
  const isNewSnValid = !!newRow && matchesSerialPattern(newSN, newRow);
  const wb = oldRow ? robot.workbook.find((w) => w.pn === oldRow.pn) : undefined;
  return {
    oldPart: partFactsOf(oldRow),
    newPart: partFactsOf(newRow),
    isOldSnValid,
    isNewSnValid,
    partAmount: wb?.amount ?? 1,
    reportedOldSns: robot.reportedOldSns,
    complaints: options.complaints,
    failures: options.failures,
  };
}

/** The first field whose serial is fitted in another robot (old) or in any robot (new), or null (-27). */
export function fittedElsewhereField(
  robot: RobotFacts,
  lines: LineSerials[],
  fittedSerials: Map<string, number>,
): string | null {
  for (const [i, l] of lines.entries()) {
    const oldIn = fittedSerials.get(normalizeSn(l.oldSN));
    if (l.oldSN && oldIn !== undefined && oldIn !== robot.unit.id) return `lines.${i}.oldSN`;
    if (l.newSN && fittedSerials.has(normalizeSn(l.newSN))) return `lines.${i}.newSN`;
  }
  return null;
}
