import type { StaffSearchHit } from '@poolside/contract/companies';

/** One hit of GET /search, of ClearWater Service (3001), with nothing else known unless given. */
export function staffHit(
  over: Partial<StaffSearchHit> & Pick<StaffSearchHit, 'kind' | 'id' | 'key'>,
): StaffSearchHit {
  return {
    companyName: 'ClearWater Service',
    companyNumber: '3001',
    partPn: null,
    robotSn: null,
    internalNumber: null,
    modelName: null,
    pn: null,
    year: null,
    status: null,
    finished: null,
    amountMinor: null,
    currency: null,
    date: null,
    ...over,
  };
}
