import type { QaParams } from '@poolside/contract/dashboard';
import { toUnix } from '../../lib/clock.ts';
import type { QaParamsRow } from './qa-params-store.ts';

const utcMidnight = (isoDate: string | null) => (isoDate ? Date.parse(`${isoDate}T00:00:00Z`) / 1000 : null);

/** The QA row under the spec's field names (dates as unix seconds; date-only as UTC midnight). */
export function presentQaParams(row: QaParamsRow): QaParams {
  const { id: _id, dateUpdate, saleDateStart, ...rest } = row;
  return { ...rest, dateUpdate: toUnix(dateUpdate), saleDateStart: utcMidnight(saleDateStart) };
}
