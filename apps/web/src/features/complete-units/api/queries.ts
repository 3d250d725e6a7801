import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unitKeys } from './keys';

/** GET /completeUnits/options: the wizard's option lists (reference data: kept 5 minutes). */
export const unitOptionsQuery = () =>
  queryOptions({
    queryKey: unitKeys.options(),
    queryFn: ({ signal }) => api.get('/completeUnits/options', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /completeUnits/{id}: one request (the edit wizard). */
export const unitRequestQuery = (id: number) =>
  queryOptions({
    queryKey: unitKeys.request(id),
    queryFn: ({ signal }) => api.get('/completeUnits/{id}', { path: { id }, signal }),
    retry: false,
  });

/**
 * GET /completeUnits/check: the robot of a serial, if a request may be filed for it (-15 no such robot, -26
 * it has another request); `id` when editing that request. Asked fresh each time (a request may appear).
 */
export const unitSerialCheckQuery = (sn: string, id: number | null) =>
  queryOptions({
    queryKey: unitKeys.serialCheck(sn, id),
    queryFn: ({ signal }) => api.get('/completeUnits/check', { query: { sn, id: id ?? undefined }, signal }),
    retry: false,
    staleTime: 0,
  });
