import type { CompleteUnit, UnitOptions } from '@poolside/contract/complete-units';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyUnitValues, missingOf, stageOf, valuesOf } from './unit-form';

const options: UnitOptions = {
  complaints: [
    { id: 1, title: 'Noise', isOther: false },
    { id: 2, title: 'Other (open field)', isOther: true },
  ],
  suspiciousParts: [{ id: 10, title: 'Pump', isOther: false }],
  poolSurfaces: [],
  poolShapes: [],
};

const filled = {
  ...emptyUnitValues,
  sn: 'SN100002',
  dateArrived: 1_700_000_000,
  firstName: 'Ana',
  purchaseDate: 1_690_000_000,
  invoice: new File(['x'], 'invoice.png'),
  complaint: '1',
  suspiciousPart: '10',
  comments: 'Stops',
  action: 'refund' as const,
};

describe('the wizard form', () => {
  it('counts a chosen file as the invoice and finds nothing missing', () => {
    expect(missingOf(filled, options, true)).toEqual([]);
    expect(missingOf({ ...filled, invoice: null }, options, true)).toEqual(['invoice']);
    expect(missingOf({ ...filled, invoice: null, invoiceId: 4 }, options, true)).toEqual([]);
  });

  it('asks for the other complaint text and the new serial, in their stages', () => {
    const missing = missingOf({ ...filled, complaint: '2', action: 'new' }, options, true);
    expect(missing).toEqual(['otherComplaint', 'newSN']);
    expect(missing.map((f) => stageOf[f])).toEqual(['failure', 'actions']);
  });

  it('sends ids as numbers, the reply only when allowed, and NIS as typed', () => {
    const values = {
      ...filled,
      status: 'APP' as const,
      aquaCreditAmount: 10,
      aquaCreditCurrency: 'NIS' as const,
    };
    expect(bodyOf(values, 7, false)).toMatchObject({
      invoice: 7,
      complaint: 1,
      suspiciousPart: 10,
      newSN: '',
    });
    expect(bodyOf(values, 7, false)).not.toHaveProperty('status');
    expect(bodyOf(values, 7, true)).toMatchObject({
      status: 'APP',
      aquaCreditAmount: 10,
      aquaCreditCurrency: 'NIS',
    });
  });

  it('shows a stored ILS credit as NIS', () => {
    const stored = {
      ...bodyOf(filled, 7, false),
      aquaCreditCurrency: 'ILS',
      aquaCreditAmount: 5,
    } as unknown as CompleteUnit;
    expect(
      valuesOf({
        ...stored,
        complaint: 1,
        suspiciousPart: 10,
        poolSurface: null,
        poolShape: null,
        poolWidth: null,
        poolLength: null,
        invoice: 7,
      } as CompleteUnit).aquaCreditCurrency,
    ).toBe('NIS');
  });
});
