import type { CompleteUnitBody } from '@poolside/contract/complete-units';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { refreshRelated } from '../../../lib/refresh-related';
import { unitKeys } from './keys';

/** PUT /completeUnits: files a new request; the lists are read again. */
export function useCreateUnitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteUnitBody) => api.put('/completeUnits', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.list() }),
  });
}

/**
 * POST /completeUnits/{id}: the wizard's fields (the requester) and the maker's reply (type 1). The answered
 * request is what the screen shows; the other queries of the feature (lists, checks) are read again.
 */
export function useUpdateUnitRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteUnitBody) => api.post('/completeUnits/{id}', body, { path: { id } }),
    onSuccess: (unit) => {
      queryClient.setQueryData(unitKeys.request(id), unit);
      return refreshRelated(queryClient, unitKeys.all, unitKeys.request(id));
    },
  });
}
