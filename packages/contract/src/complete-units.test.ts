import { describe, expect, it } from 'vitest';
import {
  unitDateIssues,
  canEditUnitRequest,
  canReplyToUnitRequest,
  completeUnitBodySchema,
  missingUnitFields,
  type UnitDraft,
  unitListQuerySchema,
} from './complete-units.ts';

const complaints = [
  { id: 1, isOther: false },
  { id: 9, isOther: true },
];

const full: UnitDraft = {
  sn: 'SN100002',
  dateArrived: 1_700_000_000,
  firstName: 'Ana',
  purchaseDate: 1_690_000_000,
  invoice: 4,
  complaint: 1,
  suspiciousPart: 2,
  action: 'refund',
  comments: 'Stops after 5 minutes',
};

describe('missingUnitFields', () => {
  it('passes a complete draft', () => {
    expect(missingUnitFields(full, { isNew: true, complaints })).toEqual([]);
  });

  it('names every missing field of an empty draft, in the wizard order', () => {
    expect(missingUnitFields({}, { isNew: true, complaints })).toEqual([
      'sn',
      'dateArrived',
      'firstName',
      'purchaseDate',
      'invoice',
      'complaint',
      'suspiciousPart',
      'comments',
      'action',
    ]);
  });

  it('treats blank text as missing', () => {
    const draft = { ...full, sn: '  ', firstName: '', comments: ' ' };
    expect(missingUnitFields(draft, { isNew: true, complaints })).toEqual(['sn', 'firstName', 'comments']);
  });

  it('needs the invoice only when creating', () => {
    const draft = { ...full, invoice: null };
    expect(missingUnitFields(draft, { isNew: true, complaints })).toEqual(['invoice']);
    expect(missingUnitFields(draft, { isNew: false, complaints })).toEqual([]);
  });

  it('accepts a technician comment instead of a comment', () => {
    const draft = { ...full, comments: '', technicianComments: 'Motor burnt' };
    expect(missingUnitFields(draft, { isNew: true, complaints })).toEqual([]);
  });

  it('needs a new serial for action new', () => {
    expect(missingUnitFields({ ...full, action: 'new' }, { isNew: true, complaints })).toEqual(['newSN']);
    expect(missingUnitFields({ ...full, action: 'new', newSN: 'SN9' }, { isNew: true, complaints })).toEqual(
      [],
    );
  });

  it('needs otherComplaint when the complaint is the isOther item, read from the list not the title', () => {
    expect(missingUnitFields({ ...full, complaint: 9 }, { isNew: true, complaints })).toEqual([
      'otherComplaint',
    ]);
    expect(
      missingUnitFields({ ...full, complaint: 9, otherComplaint: 'Smells' }, { isNew: true, complaints }),
    ).toEqual([]);
    // An id the list does not know is not "other" here; the server refuses it as invalid (-6) on its own.
    expect(missingUnitFields({ ...full, complaint: 77 }, { isNew: true, complaints })).toEqual([]);
  });
});

describe('unitDateIssues', () => {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
  const now = day('2026-03-10') + 15 * 3600;

  it('accepts today and earlier, an arrival on or after the purchase day, and dates not given', () => {
    expect(unitDateIssues({ dateArrived: day('2026-03-10'), purchaseDate: day('2026-03-10') }, now)).toEqual(
      [],
    );
    expect(
      unitDateIssues({ dateArrived: day('2026-01-01') + 3600, purchaseDate: day('2026-01-01') + 7200 }, now),
    ).toEqual([]);
    expect(unitDateIssues({ dateArrived: null, purchaseDate: undefined }, now)).toEqual([]);
  });

  it('refuses a day after today and an arrival before the purchase (naming both dates), one reason per field', () => {
    expect(unitDateIssues({ dateArrived: day('2026-03-11'), purchaseDate: day('2026-03-12') }, now)).toEqual([
      { field: 'dateArrived', reason: 'future' },
      { field: 'purchaseDate', reason: 'future' },
    ]);
    expect(unitDateIssues({ dateArrived: day('2026-02-01'), purchaseDate: day('2026-02-02') }, now)).toEqual([
      { field: 'dateArrived', reason: 'arrivalBeforePurchase' },
      { field: 'purchaseDate', reason: 'arrivalBeforePurchase' },
    ]);
    expect(unitDateIssues({ dateArrived: day('2026-03-01'), purchaseDate: day('2026-03-12') }, now)).toEqual([
      { field: 'dateArrived', reason: 'arrivalBeforePurchase' },
      { field: 'purchaseDate', reason: 'future' },
    ]);
  });
});

describe('completeUnitBodySchema', () => {
  it('uppercases serials and trims text', () => {
    const out = completeUnitBodySchema.parse({ sn: ' sn100002 ', newSN: 'ab1', firstName: ' Ana ' });
    expect(out).toMatchObject({ sn: 'SN100002', newSN: 'AB1', firstName: 'Ana' });
  });

  it('stores NIS as ILS and refuses other currencies', () => {
    expect(completeUnitBodySchema.parse({ aquaCreditCurrency: 'NIS' }).aquaCreditCurrency).toBe('ILS');
    expect(completeUnitBodySchema.parse({ aquaCreditCurrency: 'EUR' }).aquaCreditCurrency).toBe('EUR');
    expect(completeUnitBodySchema.safeParse({ aquaCreditCurrency: 'GBP' }).success).toBe(false);
  });

  it('refuses an unknown action or status and a malformed e-mail', () => {
    expect(completeUnitBodySchema.safeParse({ action: 'swap' }).success).toBe(false);
    expect(completeUnitBodySchema.safeParse({ status: 'CLS' }).success).toBe(false);
    expect(completeUnitBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(completeUnitBodySchema.safeParse({ email: '' }).success).toBe(true);
  });

  it('refuses a negative credit', () => {
    expect(completeUnitBodySchema.safeParse({ aquaCreditAmount: -1 }).success).toBe(false);
  });
});

describe('permissions', () => {
  it('lets the requester edit only while waiting or sent, type 1 always', () => {
    const partner = { typeId: 6, isOwnCompany: true };
    expect(canEditUnitRequest(partner, 'SNT')).toBe(true);
    expect(canEditUnitRequest(partner, 'WAT')).toBe(true);
    expect(canEditUnitRequest(partner, 'REC')).toBe(false);
    expect(canEditUnitRequest(partner, 'APP')).toBe(false);
    expect(canEditUnitRequest({ typeId: 2, isOwnCompany: false }, 'SNT')).toBe(false);
    expect(canEditUnitRequest({ typeId: 1, isOwnCompany: false }, 'APP')).toBe(true);
  });

  it('gives the reply stage to type 1 only', () => {
    expect(canReplyToUnitRequest({ typeId: 1 })).toBe(true);
    expect(canReplyToUnitRequest({ typeId: 2 })).toBe(false);
    expect(canReplyToUnitRequest({ typeId: 6 })).toBe(false);
  });
});

describe('unitListQuerySchema', () => {
  it('coerces the query string', () => {
    expect(unitListQuerySchema.parse({ page: '2', fromDate: '100', status: 'APP' })).toMatchObject({
      page: 2,
      pageSize: 10,
      fromDate: 100,
      status: 'APP',
    });
    expect(unitListQuerySchema.safeParse({ status: 'XXX' }).success).toBe(false);
  });
});
