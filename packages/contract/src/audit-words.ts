// The audit log in words (the /admin/audit screen and its Excel/PDF export say the same words): every action
// the server records, every record type, every field its before/after values carry and the codes among the
// values, in locales/<language>/audit.json (the JSON format of the web's and the server's other words). Both
// sides read them through these functions; `{{n}}` in a field's word is the number of a numbered field.
import type { Language } from './languages.ts';
import eng from './locales/eng/audit.json' with { type: 'json' };
import fra from './locales/fra/audit.json' with { type: 'json' };
import spa from './locales/spa/audit.json' with { type: 'json' };

/** The audit words of one language; French and Spanish have every key English has (checked when compiled). */
export type AuditResource = typeof eng;
export const auditWords: Record<Language, AuditResource> = { eng, fra, spa };

/** The words of the reader's language (English for one the portal does not have). */
export const auditWordsOf = (language: Language): AuditResource => auditWords[language] ?? auditWords.eng;

/** A word of a table by code, or undefined (a code is data: never a key of Object's own). */
export const wordOf = (table: Record<string, string> | undefined, code: string): string | undefined =>
  table && Object.hasOwn(table, code) ? table[code] : undefined;

/** Numbered fields of the QA parameters ("prefix2", "prefix2MonthlyLimit", "serviceCenter3"): one word each. */
const numberedFields = [
  { pattern: /^prefix(\d+)$/, field: 'prefixN' },
  { pattern: /^prefix(\d+)MonthlyLimit$/, field: 'prefixNMonthlyLimit' },
  { pattern: /^serviceCenter(\d+)$/, field: 'serviceCenterN' },
] as const;

/**
 * A recorded field in the reader's words; a field whose name differs by record type ("parentId" of an RMA line
 * is its RMA, of a company its distributor) has its own word; a field with no word (an old entry) shows as stored.
 */
export function auditFieldWord(language: Language, entity: string, field: string): string {
  const words = auditWordsOf(language);
  const own = wordOf((words.fieldOf as Partial<Record<string, Record<string, string>>>)[entity], field);
  if (own !== undefined) return own;
  for (const { pattern, field: numbered } of numberedFields) {
    const n = field.match(pattern)?.[1];
    if (n) return words.field[numbered].replace('{{n}}', n);
  }
  return wordOf(words.field, field) ?? field;
}

/** An action in the reader's words; a code with no word (an old entry) shows as stored. */
export function auditActionWord(language: Language, action: string): string {
  return wordOf(auditWordsOf(language).action, action) ?? action;
}

/** A record type in the reader's words, or as stored when it has none. */
export function auditEntityWord(language: Language, entity: string): string {
  return wordOf(auditWordsOf(language).entity, entity) ?? entity;
}
