import { describe, expect, it } from 'vitest';
import { auditActions, auditEntities } from './audit-codes.ts';
import { type AuditFormat, auditValueText } from './audit-values.ts';
import { auditFieldWord, auditWords } from './audit-words.ts';

/** Words that are the same in English and French or Spanish (cognates, codes). */
const same = new Set([
  'Action',
  'E-mail',
  'Logo',
  'Message',
  'Type',
  'Source',
  'Description',
  'RMA',
  'Documents (import)',
  'Active',
  'No',
  'FAQ',
]);

describe('audit words', () => {
  it('word every action, record type, field and value code in the three languages, translated', () => {
    const flat = (value: unknown, prefix = ''): [string, unknown][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
        : [[prefix, value]];
    const texts = (language: 'eng' | 'fra' | 'spa') => new Map(flat(auditWords[language]));
    const [eng, fra, spa] = [texts('eng'), texts('fra'), texts('spa')];
    const keys = [
      ...eng.keys(),
      ...auditActions.map((code) => `action.${code}`),
      ...auditEntities.map((code) => `entity.${code}`),
    ];
    const untranslated = keys.filter((key) => {
      const [e, f, s] = [eng.get(key), fra.get(key), spa.get(key)];
      const word = (w: unknown) => typeof w === 'string' && w !== '';
      return !word(e) || !word(f) || !word(s) || (!same.has(e as string) && (f === e || s === e));
    });
    expect(untranslated).toEqual([]);
    expect([...fra.keys(), ...spa.keys()].filter((key) => !eng.has(key))).toEqual([]);
  });

  it('words numbered and per-record fields, and shows an unknown one as stored', () => {
    expect(auditFieldWord('spa', 'qa_params', 'prefix3MonthlyLimit')).toBe('Límite mensual del prefijo 3');
    expect(auditFieldWord('eng', 'rma_line', 'parentId')).toBe('RMA');
    expect(auditFieldWord('eng', 'company', 'parentId')).toBe('Distributor');
    expect(auditFieldWord('fra', 'user', 'somethingNew')).toBe('somethingNew');
  });

  it('reads values: dates, yes/no, statuses and codes as words, lists and nested values', () => {
    const format: AuditFormat = {
      language: 'spa',
      date: (iso) => `D${iso}`,
      moment: (iso) => `M${iso}`,
      status: (kind, code) => `${kind}:${code}`,
    };
    const text = (entity: string, field: string, value: unknown) =>
      auditValueText(entity, field, value, format);
    expect(text('user', 'gdprApproved', true)).toBe('Sí');
    expect(text('user', 'status', 'disabled')).toBe('Desactivado');
    expect(text('user', 'language', 'fra')).toBe('Francés');
    expect(text('rma_request', 'status', 'REC')).toBe('rma:REC');
    expect(text('feedback_report', 'status', 'CLS')).toBe('feedback:CLS');
    expect(text('feedback_report', 'menu', 'spareparts')).toBe('Repuestos');
    expect(text('robot_unit', 'saleDate', '2026-01-05')).toBe('D2026-01-05');
    expect(text('warranty_update', 'reviewedAt', '2026-02-03T10:00:00.000Z')).toBe(
      'M2026-02-03T10:00:00.000Z',
    );
    expect(text('user', 'lastLoginAt', null)).toBe('—');
    expect(text('company', 'brandIds', [1, 2])).toBe('1, 2');
    expect(text('complete_unit', 'fields', ['firstName', 'email'])).toBe(
      'Nombre de pila, Correo electrónico',
    );
    expect(text('content', 'props', [{ name: 'title_eng', data: 'Big news' }])).toBe('title_eng: Big news');
    expect(text('retention', 'reason', 'retention')).toBe('Periodo de conservación vencido');
  });
});
