// The repair composer's rules (spec 02 section 5), pure so the screen and the server run the same ones.
// The facts (which PNs exist, which serials are valid, what the robot's history holds) are looked up by
// the caller: the screen through the lookup calls, the server in its transaction.
import { isNonSerialPart, isPulleyPart, normalizeSn } from './part-rules.ts';

/** The message keys of spec 02 (the screen's translations use the same names). */
export type RepairMessage =
  | 'invalidOldPN'
  | 'invalidOldSN'
  | 'invalidNewPN'
  | 'invalidNewSN'
  | 'copiedSN'
  | 'snAlreadyReported'
  | 'describe'
  | 'complaintRequired'
  | 'failureRequired'
  | 'invalidAmount'
  | 'noRepairsRMA'
  | 'technicianRequired'
  | 'repairDateRequired'
  | 'invalidRepairDate'
  | 'repairDateBeforeProduction';

export type RepairIssue = {
  field: string;
  message: RepairMessage;
  /** -12 for a missing value, -6 for a present but invalid one. */
  code: 'fieldRequired' | 'invalid';
};

export type PartFacts = { pn: string; description: string; nonSerialic: boolean };
export type OptionFacts = { id: number; isOther: boolean };

/** What the rules need to know about one line, looked up by the caller. */
export type LineFacts = {
  /** The old PN's part, or null when the PN is unknown (not validated). */
  oldPart: PartFacts | null;
  newPart: PartFacts | null;
  /** The old serial has the PN's shape and is not fitted in another robot. */
  isOldSnValid: boolean;
  /** The new serial has the PN's shape and is fitted in no robot. */
  isNewSnValid: boolean;
  /** How many of the old part the robot holds (its workbook amount; 1 when not in the workbook). */
  partAmount: number;
  /** Serials already reported as old serials of this robot (its part history and earlier lines). */
  reportedOldSns: readonly string[];
  complaints: readonly OptionFacts[];
  failures: readonly OptionFacts[];
};

export type ComposerLine = {
  oldPN: string;
  oldSN: string;
  newPN: string;
  newSN: string;
  amount: number;
  complaint?: number | null;
  failure?: number | null;
  description: string;
};

export function isNonSerial(part: PartFacts | null): boolean {
  return !!part && isNonSerialPart({ isNonSerial: part.nonSerialic, description: part.description });
}

/** The largest amount that may be reported for a part: 1 for pulleys, else the robot's amount (≥ 1). */
export function maxAmountOf(part: PartFacts | null, partAmount: number): number {
  if (part && isPulleyPart(part.description)) return 1;
  return Math.max(1, partAmount);
}

/** The amount dropdown's choices (shown only when there is more than one). */
export function amountChoices(part: PartFacts | null, partAmount: number): number[] {
  return Array.from({ length: maxAmountOf(part, partAmount) }, (_, i) => i + 1);
}

/** Uppercases PNs and SNs as typed; non-serial parts carry no serial. */
export function normalizeComposerLine<T extends ComposerLine>(line: T): T {
  return {
    ...line,
    oldPN: line.oldPN.trim().toUpperCase(),
    oldSN: normalizeSn(line.oldSN),
    newPN: line.newPN.trim().toUpperCase(),
    newSN: normalizeSn(line.newSN),
    description: line.description.trim(),
  };
}

function isOtherOption(id: number | null | undefined, options: readonly OptionFacts[]): boolean {
  return id != null && !!options.find((o) => o.id === id)?.isOther;
}

/** Every issue of one composed line, in the order the screen reports them. */
export function checkRepairLine(raw: ComposerLine, facts: LineFacts, prefix = ''): RepairIssue[] {
  const line = normalizeComposerLine(raw);
  const issues: RepairIssue[] = [];
  const add = (field: string, message: RepairMessage, code: RepairIssue['code'] = 'invalid') =>
    issues.push({ field: `${prefix}${field}`, message, code });
  const isOldNonSerial = isNonSerial(facts.oldPart);
  const isNewNonSerial = isNonSerial(facts.newPart);

  if (!line.oldPN) add('oldPN', 'invalidOldPN', 'fieldRequired');
  else if (!facts.oldPart) add('oldPN', 'invalidOldPN');
  if (facts.oldPart && !isOldNonSerial) {
    if (!line.oldSN) add('oldSN', 'invalidOldSN', 'fieldRequired');
    else if (facts.reportedOldSns.includes(line.oldSN)) add('oldSN', 'snAlreadyReported');
    else if (!facts.isOldSnValid) add('oldSN', 'invalidOldSN');
  }
  if (!line.newPN) add('newPN', 'invalidNewPN', 'fieldRequired');
  else if (!facts.newPart) add('newPN', 'invalidNewPN');
  if (facts.newPart && !isNewNonSerial) {
    if (!line.newSN) add('newSN', 'invalidNewSN', 'fieldRequired');
    else if (!isOldNonSerial && line.newSN === line.oldSN) add('newSN', 'copiedSN');
    else if (!facts.isNewSnValid) add('newSN', 'invalidNewSN');
  }
  const max = maxAmountOf(facts.oldPart, facts.partAmount);
  if (!Number.isInteger(line.amount) || line.amount < 1 || line.amount > max) add('amount', 'invalidAmount');

  if (line.complaint == null) add('complaint', 'complaintRequired', 'fieldRequired');
  else if (!facts.complaints.some((o) => o.id === line.complaint)) add('complaint', 'complaintRequired');
  if (line.failure == null) add('failure', 'failureRequired', 'fieldRequired');
  else if (!facts.failures.some((o) => o.id === line.failure)) add('failure', 'failureRequired');
  const needsDescription =
    isOtherOption(line.complaint, facts.complaints) || isOtherOption(line.failure, facts.failures);
  if (needsDescription && !line.description) add('description', 'describe', 'fieldRequired');
  return issues;
}

export type SubmitInput = {
  lineCount: number;
  technician: string;
  /** Unix seconds, or null when not chosen. */
  repairDate: number | null | undefined;
  /** The robot's production date (unix seconds), when known: no repair before it. */
  productionDate?: number | null;
};

const dayOf = (unixSeconds: number) => Math.floor(unixSeconds / 86400);

/**
 * The submit rules (the report and the line edit alike): at least one line, a technician, and a repair date
 * that is neither in the future nor before the robot's production date (both -6 on repairDate).
 */
export function checkRepairSubmit(input: SubmitInput, nowSeconds: number): RepairIssue[] {
  const issues: RepairIssue[] = [];
  if (input.lineCount < 1) issues.push({ field: 'lines', message: 'noRepairsRMA', code: 'fieldRequired' });
  if (!input.technician.trim()) {
    issues.push({ field: 'technician', message: 'technicianRequired', code: 'fieldRequired' });
  }
  if (input.repairDate == null) {
    issues.push({ field: 'repairDate', message: 'repairDateRequired', code: 'fieldRequired' });
  } else if (dayOf(input.repairDate) > dayOf(nowSeconds)) {
    issues.push({ field: 'repairDate', message: 'invalidRepairDate', code: 'invalid' });
  } else if (input.productionDate != null && dayOf(input.repairDate) < dayOf(input.productionDate)) {
    issues.push({ field: 'repairDate', message: 'repairDateBeforeProduction', code: 'invalid' });
  }
  return issues;
}

/** Old serials a batch would report twice: the second line with the same old serial is refused. */
export function duplicateOldSnIssues(lines: ComposerLine[], nonSerialAt: (i: number) => boolean) {
  const seen = new Set<string>();
  const issues: RepairIssue[] = [];
  lines.forEach((raw, i) => {
    const sn = normalizeSn(raw.oldSN);
    if (!sn || nonSerialAt(i)) return;
    if (seen.has(sn))
      issues.push({ field: `lines.${i}.oldSN`, message: 'snAlreadyReported', code: 'invalid' });
    seen.add(sn);
  });
  return issues;
}

/** The catalogue code of a list of issues: -12 when something is missing, else -6. */
export function issueCode(issues: RepairIssue[]): 'fieldRequired' | 'invalid' {
  return issues.some((i) => i.code === 'fieldRequired') ? 'fieldRequired' : 'invalid';
}
