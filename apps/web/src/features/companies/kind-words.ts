import { type CompanyKind, companyKinds } from '@poolside/contract/companies';
import type { TFunction } from 'i18next';

/** A company kind in the reader's words (companies.json kind.*). */
export function kindLabel(t: TFunction<'companies'>, kind: string): string {
  return t(`kind.${kind as CompanyKind}`, { defaultValue: kind });
}

export function kindOptions(t: TFunction<'companies'>) {
  return companyKinds.map((kind) => ({ value: kind, label: kindLabel(t, kind) }));
}
