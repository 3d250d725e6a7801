// The checks create and update share: the required rule of the contract, values that must make sense,
// and the invoice reference.
import {
  type CompleteUnitInput,
  missingUnitFields,
  type UnitDraft,
  unitDateIssues,
} from '@poolside/contract/complete-units';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { UnitOptionFacts } from './options-service.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const files = uploads('files');

/** The wizard's fields after merging a payload onto what is stored (or onto nothing, when creating). */
export type UnitFields = UnitDraft &
  Omit<CompleteUnitInput, 'id' | 'status' | 'aquaCreditAmount' | 'aquaCreditCurrency' | 'aquaComment'>;

/** -12 naming every missing field (spec 02 section 5, one rule with the screen). */
export function assertNothingMissing(fields: UnitFields, facts: UnitOptionFacts, isNew: boolean) {
  const missing = missingUnitFields(fields, { isNew, complaints: facts.complaints });
  if (missing.length > 0) throw fieldError('fieldRequired', missing);
}

const known = (id: number | null | undefined, items: { id: number }[]) =>
  id == null || items.some((i) => i.id === id);

/**
 * -6 naming every present but invalid field: the contract's date rules (future, arrival before purchase:
 * the first date issue's reason in `reason`), unknown options, a new serial equal to the old.
 */
export function assertValuesValid(fields: UnitFields, facts: UnitOptionFacts, now: Date) {
  const dateIssues = unitDateIssues(fields, Math.floor(now.getTime() / 1000));
  const invalid: string[] = dateIssues.map((i) => i.field);
  if (!known(fields.complaint, facts.complaints)) invalid.push('complaint');
  if (!known(fields.suspiciousPart, facts.suspiciousParts)) invalid.push('suspiciousPart');
  if (!known(fields.poolSurface, facts.poolSurfaces)) invalid.push('poolSurface');
  if (!known(fields.poolShape, facts.poolShapes)) invalid.push('poolShape');
  if (fields.action === 'new' && fields.newSN && fields.newSN === fields.sn) invalid.push('newSN');
  if (invalid.length > 0) {
    throw fieldError('invalid', invalid, dateIssues[0] ? { reason: dateIssues[0].reason } : {});
  }
}

/**
 * The invoice must be an image-kind upload (pdf or picture) of one of the given companies (the uploader's,
 * or for type 1 also the request's); anything else is -6 on `invoice`, as if it did not exist.
 */
export async function assertInvoiceUsable(db: DbOrTx, fileId: number, companyIds: number[]) {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), inArray(files.companyId, companyIds), eq(files.kind, 'image')))
    .limit(1);
  if (!file) throw fieldError('invalid', 'invoice');
}

/** Drops the undefined keys of a payload so that spreading it keeps what is stored. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
