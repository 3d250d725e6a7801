import type {
  CompleteUnit,
  CompleteUnitBody,
  UnitOptions,
  UnitSerialCheck,
} from '@poolside/contract/complete-units';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

/** GET /completeUnits/options: the wizard's option lists (reference data: kept 5 minutes). */
export const unitOptionsQuery = () =>
  queryOptions({
    queryKey: ['completeUnits', 'options'],
    queryFn: ({ signal }) => untypedApi.get<UnitOptions>('/completeUnits/options', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /completeUnits/{id}: one request (the edit wizard). */
export const unitRequestQuery = (id: number) =>
  queryOptions({
    queryKey: ['completeUnits', 'request', id],
    queryFn: ({ signal }) => untypedApi.get<CompleteUnit>(`/completeUnits/${id}`, { signal }),
    retry: false,
  });

/**
 * GET /completeUnits/check: the robot of a serial, if a request may be filed for it (-15 no such robot, -26
 * it has another request); `id` when editing that request. Asked fresh each time (a request may appear).
 */
export const unitSerialCheckQuery = (sn: string, id: number | null) =>
  queryOptions({
    queryKey: ['completeUnits', 'check', sn, id],
    queryFn: ({ signal }) =>
      untypedApi.get<UnitSerialCheck>(
        `/completeUnits/check?sn=${encodeURIComponent(sn)}${id === null ? '' : `&id=${id}`}`,
        { signal },
      ),
    retry: false,
    staleTime: 0,
  });

/** GET /completeUnits/{id}/invoice: the request's invoice (a download, for the request's readers). */

/** The list's query key (DataList pages under it). */
export const unitListKey = ['completeUnits', 'list'] as const;

export const createUnitRequest = (body: CompleteUnitBody) =>
  untypedApi.put<{ id: number }>('/completeUnits', body);
export const updateUnitRequest = (id: number, body: CompleteUnitBody) =>
  untypedApi.post<CompleteUnit>(`/completeUnits/${id}`, body);

// ---- Mutations: one hook per endpoint; each refreshes what the save changes. ----

function useInvalidateUnits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['completeUnits'] });
}

/** PUT /completeUnits: files a new request. */
export function useCreateUnitRequest() {
  const invalidate = useInvalidateUnits();
  return useMutation({ mutationFn: createUnitRequest, onSuccess: invalidate });
}

/** POST /completeUnits/{id}: the wizard's fields (the requester) and the maker's reply (type 1). */
export function useUpdateUnitRequest(id: number) {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: (body: CompleteUnitBody) => updateUnitRequest(id, body),
    onSuccess: invalidate,
  });
}
