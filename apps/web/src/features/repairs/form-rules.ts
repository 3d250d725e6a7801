import { checkRepairSubmit, type RepairIssue } from '@poolside/contract/repairs-rules';
import type { TFunction } from 'i18next';

/** The contract's repair issues as form errors, by field, in the reader's language (first issue wins). */
export function issuesToErrors(issues: RepairIssue[], t: TFunction<'repairs'>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= t(`messages.${issue.message}`);
  return errors;
}

type SubmitValues = { technician: string; repairDate: number | null };

/** checkRepairSubmit (technician, repair date neither future nor before production) for one form. */
export function submitRules(productionDate: number | null | undefined, t: TFunction<'repairs'>) {
  return (values: SubmitValues) =>
    issuesToErrors(
      checkRepairSubmit(
        { lineCount: 1, technician: values.technician, repairDate: values.repairDate, productionDate },
        Math.floor(Date.now() / 1000),
      ),
      t,
    );
}
