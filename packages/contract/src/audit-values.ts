// How a recorded value of the audit log reads: codes as words, dates, yes/no, lists and nested values.
import { auditFieldWord, auditWordsOf, type AuditResource, wordOf } from './audit-words.ts';
import { feedbackWord } from './feedback-options.ts';
import type { Language } from './languages.ts';

type CodeList = Exclude<keyof AuditResource['value'], 'yes' | 'no'>;

/** Which list of words a field's codes read in, by record type and field. */
function codeListOf(entity: string, field: string): CodeList | 'rmaStatus' | 'feedbackStatus' | null {
  if (field === 'language') return 'language';
  if (field === 'status') {
    if (entity === 'user') return 'userStatus';
    if (entity === 'feedback_report') return 'feedbackStatus';
    if (entity === 'rma_request' || entity === 'rma_line' || entity === 'complete_unit') return 'rmaStatus';
  }
  if (entity === 'company' && field === 'kind') return 'companyKind';
  if (entity === 'content' && field === 'type') return 'contentType';
  if (entity === 'complete_unit' && field === 'action') return 'unitAction';
  if (field === 'source') return 'importSource';
  if (field === 'reason') return 'eraseReason';
  return null;
}

const feedbackLists: Record<string, Parameters<typeof feedbackWord>[0]> = {
  menu: 'menu',
  formType: 'formType',
  subType: 'shipmentType',
  complaintType: 'complaintType',
  department: 'department',
};

/**
 * How a side writes what the words cannot: dates (dd/MM/yyyy) and moments in its own time zone, and the
 * RMA and feedback statuses in its own status words (the screens' common words, the exports' report words).
 */
export type AuditFormat = {
  language: Language;
  /** A date-only value, 'YYYY-MM-DD'. */
  date: (iso: string) => string;
  /** A moment, an ISO timestamp. */
  moment: (iso: string) => string;
  status: (kind: 'rma' | 'feedback', code: string) => string;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One recorded value as text: codes as words, dates dd/MM/yyyy, yes/no, lists and nested values readable. */
export function auditValueText(entity: string, field: string, value: unknown, format: AuditFormat): string {
  const { language } = format;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return auditWordsOf(language).value[value ? 'yes' : 'no'];
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    // The erased fields are field names.
    if (field === 'fields') return value.map((f) => auditFieldWord(language, entity, String(f))).join(', ');
    return value.map((item) => auditValueText(entity, field, item, format)).join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A content's texts are {name, data} pairs ("title_eng": "Big news").
    if (typeof record.name === 'string' && 'data' in record)
      return `${record.name}: ${auditValueText(entity, record.name, record.data, format)}`;
    return Object.entries(record)
      .map(
        ([key, v]) => `${auditFieldWord(language, entity, key)}: ${auditValueText(entity, key, v, format)}`,
      )
      .join('; ');
  }
  const text = String(value);
  if (isoDay.test(text)) return format.date(text);
  if (isoMoment.test(text)) return format.moment(text);
  const list = codeListOf(entity, field);
  if (list === 'rmaStatus') return format.status('rma', text);
  if (list === 'feedbackStatus') return format.status('feedback', text);
  if (list) return wordOf(auditWordsOf(language).value[list], text) ?? text;
  if (entity === 'feedback_report' && feedbackLists[field])
    return feedbackWord(feedbackLists[field], text, language);
  return text;
}
