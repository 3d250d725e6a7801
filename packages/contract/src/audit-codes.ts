// The codes of the audit log: every action the server records and every record type it records one on (their
// words: audit-action-words.ts; fields and values: audit-field-words.ts, audit-values.ts). Imported through
// `@poolside/contract/audit`, which re-exports the audit files.
import { importKinds } from './master-data-columns.ts';

/** Every action the server records (`recordAudit` takes only these, so a new one cannot go unworded). */
export const auditActions = [
  'create',
  'update',
  'update-own',
  'delete',
  'activate',
  'api-key-issue',
  'api-key-revoke',
  'twoFactor_on',
  'twoFactor_off',
  'twoFactor_reset',
  'twoFactor_recoveryCodes',
  'company.create',
  'company.update',
  'company.activate',
  'company.deactivate',
  'company.import.create',
  'company.import.update',
  'company.import.activate',
  'company.import.deactivate',
  'masterData.import',
  'rma.status',
  'rma.finish',
  'rma.refund',
  'rma.line.status',
  'rma.line.delete',
  'feedback.handle',
  'completeUnit.update',
  'completeUnit.reply',
  'popup.create',
  'popup.update',
  'popup.delete',
  'popup.import',
  'qa.update',
  'warranty.update',
  'warranty.manual',
  'warranty.review',
  'warranty.delete',
  'erasePersonalData',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Every record type the server records an action on. */
export const auditEntities = [
  'user',
  'company',
  'content',
  'rma_request',
  'rma_line',
  'feedback_report',
  'complete_unit',
  'popup_message',
  'qa_params',
  'warranty_update',
  'robot_unit',
  'retention',
  ...importKinds.map((kind) => `masterData.${kind}` as const),
] as const;
export type AuditEntity = (typeof auditEntities)[number];
