import type { TFunction } from 'i18next';

// Audit codes are dotted ("rma.line.status"); i18next reads dots as nesting, so keys use "_" instead.
const keyOf = (code: string) => code.replaceAll('.', '_');

/** An audit action ("rma.status") in the reader's words; a code with no translation yet shows as stored. */
export function actionLabel(t: TFunction<'adminAudit'>, action: string): string {
  return t(`actions.${keyOf(action)}`, { defaultValue: action });
}

/** An audit record type ("rma_request") in the reader's words, or as stored when it has none. */
export function entityLabel(t: TFunction<'adminAudit'>, entity: string): string {
  return t(`entities.${keyOf(entity)}`, { defaultValue: entity });
}

// Numbered fields of the QA parameters ("prefix2", "prefix2MonthlyLimit", "serviceCenter3"): one label each.
const numberedFields = [
  { pattern: /^prefix(\d+)$/, key: 'fields.prefix' },
  { pattern: /^prefix(\d+)MonthlyLimit$/, key: 'fields.prefixLimit' },
  { pattern: /^serviceCenter(\d+)$/, key: 'fields.serviceCenter' },
] as const;

/** A changed field ("gdprApproved") in the reader's words, or as stored when it has none. */
export function fieldLabel(t: TFunction<'adminAudit'>, field: string): string {
  for (const { pattern, key } of numberedFields) {
    const n = field.match(pattern)?.[1];
    if (n) return t(key, { n });
  }
  return t(`fields.${keyOf(field)}`, { defaultValue: field });
}
