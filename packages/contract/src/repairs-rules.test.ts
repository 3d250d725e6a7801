import { describe, expect, it } from 'vitest';
import {
  amountChoices,
  type ComposerLine,
  checkRepairLine,
  checkRepairSubmit,
  duplicateOldSnIssues,
  isNonSerial,
  issueCode,
  type LineFacts,
  maxAmountOf,
} from './repairs-rules.ts';

const motor = { pn: 'AB-MTR-S300B', description: 'Drive motor S300 rev. B', nonSerialic: false };
const brush = { pn: 'AB-BRS-01', description: 'PVA brush', nonSerialic: true };
const pulley = { pn: 'AB-PUL-01', description: 'Aquabot pully wheel', nonSerialic: false };

const facts = (over: Partial<LineFacts> = {}): LineFacts => ({
  oldPart: motor,
  newPart: motor,
  isOldSnValid: true,
  isNewSnValid: true,
  partAmount: 1,
  reportedOldSns: [],
  complaints: [
    { id: 1, isOther: false },
    { id: 7, isOther: true },
  ],
  failures: [
    { id: 11, isOther: false },
    { id: 17, isOther: true },
  ],
  ...over,
});

const line = (over: Partial<ComposerLine> = {}): ComposerLine => ({
  oldPN: 'AB-MTR-S300B',
  oldSN: 'MT00001000',
  newPN: 'AB-MTR-S300B',
  newSN: 'MT00009999',
  amount: 1,
  complaint: 1,
  failure: 11,
  description: '',
  ...over,
});

const messages = (l: ComposerLine, f: LineFacts) => checkRepairLine(l, f).map((i) => i.message);

describe('repair line rules', () => {
  it('accepts a complete serial line', () => {
    expect(checkRepairLine(line(), facts())).toEqual([]);
  });

  it('needs validated PNs and serials', () => {
    expect(messages(line(), facts({ oldPart: null }))).toEqual(['invalidOldPN']);
    expect(messages(line(), facts({ newPart: null }))).toEqual(['invalidNewPN']);
    expect(messages(line(), facts({ isOldSnValid: false }))).toEqual(['invalidOldSN']);
    expect(messages(line(), facts({ isNewSnValid: false }))).toEqual(['invalidNewSN']);
    const missing = checkRepairLine(line({ oldPN: '', oldSN: '', newSN: '' }), facts({ oldPart: null }));
    expect(missing.map((i) => [i.field, i.code])).toEqual([
      ['oldPN', 'fieldRequired'],
      ['newSN', 'fieldRequired'],
    ]);
  });

  it('refuses the same old and new serial unless a part is non-serial', () => {
    expect(messages(line({ newSN: 'mt00001000' }), facts())).toEqual(['copiedSN']);
    expect(messages(line({ oldSN: '', newSN: '' }), facts({ oldPart: brush, newPart: brush }))).toEqual([]);
  });

  it('refuses an old serial already reported for the robot', () => {
    expect(messages(line(), facts({ reportedOldSns: ['MT00001000'] }))).toEqual(['snAlreadyReported']);
    const batch = [line(), line({ newSN: 'MT00009998' })];
    expect(duplicateOldSnIssues(batch, () => false)).toEqual([
      { field: 'lines.1.oldSN', message: 'snAlreadyReported', code: 'invalid' },
    ]);
    expect(duplicateOldSnIssues(batch, () => true)).toEqual([]);
  });

  it('needs complaint and failure, and a description for an "other" choice', () => {
    const noChoice = checkRepairLine(line({ complaint: null, failure: undefined }), facts());
    expect(noChoice.map((i) => [i.message, i.code])).toEqual([
      ['complaintRequired', 'fieldRequired'],
      ['failureRequired', 'fieldRequired'],
    ]);
    expect(messages(line({ complaint: 99 }), facts())).toEqual(['complaintRequired']);
    expect(messages(line({ complaint: 7 }), facts())).toEqual(['describe']);
    expect(messages(line({ failure: 17 }), facts())).toEqual(['describe']);
    expect(messages(line({ failure: 17, description: '  ' }), facts())).toEqual(['describe']);
    expect(messages(line({ failure: 17, description: 'Sand in the gearbox' }), facts())).toEqual([]);
  });

  it('uppercases as typed and ignores the -SP suffix when matching', () => {
    expect(messages(line({ oldSN: 'mt00001000', newSN: 'mt00009999' }), facts())).toEqual([]);
  });

  it('treats pulleys as non-serial with amount 1 and limits amounts to the robot', () => {
    expect(isNonSerial(pulley)).toBe(true);
    expect(maxAmountOf(pulley, 4)).toBe(1);
    expect(amountChoices(brush, 2)).toEqual([1, 2]);
    expect(amountChoices(motor, 0)).toEqual([1]);
    const pulleyLine = line({ oldPN: pulley.pn, oldSN: '', newPN: pulley.pn, newSN: '', amount: 2 });
    expect(messages(pulleyLine, facts({ oldPart: pulley, newPart: pulley, partAmount: 4 }))).toEqual([
      'invalidAmount',
    ]);
    const brushes = line({ oldPN: brush.pn, oldSN: '', newPN: brush.pn, newSN: '' });
    expect(
      messages({ ...brushes, amount: 2 }, facts({ oldPart: brush, newPart: brush, partAmount: 2 })),
    ).toEqual([]);
    expect(
      messages({ ...brushes, amount: 3 }, facts({ oldPart: brush, newPart: brush, partAmount: 2 })),
    ).toEqual(['invalidAmount']);
    expect(messages({ ...brushes, amount: 0 }, facts({ oldPart: brush, newPart: brush }))).toEqual([
      'invalidAmount',
    ]);
  });

  it('prefixes fields of a line in a batch', () => {
    expect(checkRepairLine(line(), facts({ oldPart: null }), 'lines.2.')[0].field).toBe('lines.2.oldPN');
  });
});

describe('submit rules', () => {
  const now = Date.UTC(2026, 10, 22, 15) / 1000;
  it('needs a line, a technician and a repair date not in the future', () => {
    expect(checkRepairSubmit({ lineCount: 1, technician: 'Ann', repairDate: now }, now)).toEqual([]);
    const empty = checkRepairSubmit({ lineCount: 0, technician: ' ', repairDate: null }, now);
    expect(empty.map((i) => i.message)).toEqual(['noRepairsRMA', 'technicianRequired', 'repairDateRequired']);
    expect(issueCode(empty)).toBe('fieldRequired');
    const tomorrow = checkRepairSubmit({ lineCount: 1, technician: 'Ann', repairDate: now + 86400 }, now);
    expect(tomorrow.map((i) => i.message)).toEqual(['invalidRepairDate']);
    expect(issueCode(tomorrow)).toBe('invalid');
    // Later the same UTC day is still today.
    expect(checkRepairSubmit({ lineCount: 1, technician: 'Ann', repairDate: now + 3600 }, now)).toEqual([]);
  });

  it("refuses a repair date before the robot's production date (-6 on repairDate)", () => {
    const produced = Date.UTC(2026, 5, 10) / 1000;
    const submit = (repairDate: number) =>
      checkRepairSubmit({ lineCount: 1, technician: 'Ann', repairDate, productionDate: produced }, now);
    const before = submit(produced - 86400);
    expect(before).toEqual([{ field: 'repairDate', message: 'repairDateBeforeProduction', code: 'invalid' }]);
    expect(issueCode(before)).toBe('invalid');
    // The production day itself (any hour of it) is allowed; no production date, no rule.
    expect(submit(produced)).toEqual([]);
    expect(submit(produced + 3600)).toEqual([]);
    expect(
      checkRepairSubmit({ lineCount: 1, technician: 'Ann', repairDate: 0, productionDate: null }, now),
    ).toEqual([]);
    // A future date is reported as such first.
    expect(submit(now + 86400).map((i) => i.message)).toEqual(['invalidRepairDate']);
  });
});
