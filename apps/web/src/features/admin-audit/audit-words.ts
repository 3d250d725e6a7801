import {
  type AuditFormat,
  auditActionWord,
  auditEntityWord,
  auditFieldWord,
  auditValueText,
} from '@poolside/contract/audit';
import { defaultLanguage } from '@poolside/contract/languages';
import { useTranslation } from 'react-i18next';
import { statusWord } from '../../components/status-label';
import { formatDateOnly, formatDateTime, isoToDateOnly } from '../../lib/dates';
import { isLanguage } from '../../lib/i18n';

/**
 * The audit log's words in the reader's language: actions, record types, fields and values come from the
 * contract's audit words, the ones the Excel/PDF export writes too (codes never show; an old code with no
 * word shows as stored). Dates dd/MM/yyyy, moments with the time in the reader's zone, statuses as the
 * screens' status words.
 */
export function useAuditWords() {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const format: AuditFormat = {
    language,
    date: (iso) => formatDateOnly(isoToDateOnly(iso)),
    moment: (iso) => formatDateTime(Date.parse(iso) / 1000),
    status: (kind, code) => statusWord(t, kind, code),
  };
  return {
    action: (action: string) => auditActionWord(language, action),
    entity: (entity: string) => auditEntityWord(language, entity),
    field: (entity: string, field: string) => auditFieldWord(language, entity, field),
    value: (entity: string, field: string, value: unknown) => auditValueText(entity, field, value, format),
  };
}
