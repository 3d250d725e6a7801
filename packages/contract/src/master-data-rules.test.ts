import { describe, expect, it } from 'vitest';
import { columnOfHeader, parseImportCell, parseImportDate, parseImportRow } from './master-data-rules.ts';
import { importColumns, importKinds } from './master-data-columns.ts';

const today = '2026-06-15';
const column = (kind: (typeof importKinds)[number], key: string) =>
  importColumns[kind].find((c) => c.key === key)!;

describe('master-data cells', () => {
  it('reads dates as dd/MM/yyyy, yyyy-MM-dd, spreadsheet dates and unix seconds, and refuses impossible ones', () => {
    expect(parseImportDate('05/03/2025')).toBe('2025-03-05');
    expect(parseImportDate('2025-03-05')).toBe('2025-03-05');
    expect(parseImportDate(new Date(Date.UTC(2025, 2, 5)))).toBe('2025-03-05');
    expect(parseImportDate(Date.UTC(2025, 2, 5) / 1000)).toBe('2025-03-05');
    expect(parseImportDate('31/02/2025')).toBeNull();
    expect(parseImportDate('2025/03/05')).toBeNull();
  });

  it('stores money in minor units from a dot or a comma, at most two decimals', () => {
    const price = column('spares', 'priceEUR');
    expect(parseImportCell(price, '12,50')).toEqual({ value: 1250 });
    expect(parseImportCell(price, 12.5)).toEqual({ value: 1250 });
    expect(parseImportCell(price, '0.1')).toEqual({ value: 10 });
    expect(parseImportCell(price, '1.005')).toEqual({ reason: 'format' });
    expect(parseImportCell(price, '-1')).toEqual({ reason: 'tooSmall' });
    expect(parseImportCell(price, '')).toEqual({ value: null });
  });

  it('normalises part numbers and serials, and checks enums, years and booleans', () => {
    expect(parseImportCell(column('spares', 'pn'), ' ab-flt-02-sp ')).toEqual({ value: 'AB-FLT-02' });
    expect(parseImportCell(column('spares', 'pn'), 'AB FLT')).toEqual({ reason: 'format' });
    expect(parseImportCell(column('units', 'sn'), 'sn900001')).toEqual({ value: 'SN900001' });
    expect(parseImportCell(column('units', 'sn'), '')).toEqual({ reason: 'required' });
    expect(parseImportCell(column('models', 'warrantyType'), '237')).toEqual({ reason: 'unknownValue' });
    expect(parseImportCell(column('workbook', 'slot'), 'MOTOR')).toEqual({ value: 'motor' });
    expect(parseImportCell(column('models', 'year'), '1850')).toEqual({ reason: 'tooSmall' });
    expect(parseImportCell(column('brands', 'active'), 'Oui')).toEqual({ value: true });
    expect(parseImportCell(column('brands', 'active'), 'maybe')).toEqual({ reason: 'format' });
    expect(parseImportCell(column('documents', 'file'), '../etc/passwd')).toEqual({ reason: 'format' });
    expect(parseImportCell(column('documents', 'file'), 'docs/manual.pdf')).toEqual({
      value: 'docs/manual.pdf',
    });
  });
});

describe('master-data rows', () => {
  it('applies the row rules of a unit: dates in order, not in the future, complete PN/SN pairs', () => {
    const base = { sn: 'SN1', modelPn: 'AB-S300', modelYear: 2024, productionDate: '01/02/2025' };
    expect(parseImportRow('units', base, today).issues).toEqual([]);
    expect(parseImportRow('units', { ...base, saleDate: '01/01/2025' }, today).issues).toEqual([
      { column: 'saleDate', reason: 'beforeProduction' },
    ]);
    expect(parseImportRow('units', { ...base, productionDate: '01/01/2027' }, today).issues).toEqual([
      { column: 'productionDate', reason: 'future' },
    ]);
    expect(parseImportRow('units', { ...base, psuSn: 'PS1' }, today).issues).toEqual([
      { column: 'psuPn', reason: 'pairIncomplete' },
    ]);
  });

  it('refuses a compatibility row whose new PN is the old one', () => {
    expect(parseImportRow('compatibility', { oldPn: 'A-1', newPn: 'a-1' }, today).issues).toEqual([
      { column: 'newPn', reason: 'samePn' },
    ]);
  });

  it('every template example row passes its own rules', () => {
    for (const kind of importKinds) {
      const cells = Object.fromEntries(importColumns[kind].map((c) => [c.key, c.example]));
      expect(parseImportRow(kind, cells, today).issues, kind).toEqual([]);
    }
  });

  it('maps header texts to columns: the key in any case or spacing, or the export words', () => {
    expect(columnOfHeader('units', 'Production Date')).toBe('productionDate');
    expect(columnOfHeader('units', 'motor_sn')).toBe('motorSn');
    expect(columnOfHeader('compatibilityFile', 'Ancienne réf.')).toBe('pn');
    expect(columnOfHeader('compatibilityFile', 'Ref. nueva')).toBe('newPN');
    expect(columnOfHeader('units', 'colour')).toBeNull();
  });
});
