import type { CompanyBodyInput, CompanyDetail } from '@poolside/contract/companies';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { refreshRelated } from '../../../lib/refresh-related';
import { companyKeys } from './keys';

/**
 * A saved company is what its page shows (the answer); the lists, the pickers and the users lists (company
 * names) are read again.
 */
function useCompanySaved() {
  const queryClient = useQueryClient();
  return (company: CompanyDetail) => {
    queryClient.setQueryData(companyKeys.one(company.id), company);
    return Promise.all([
      refreshRelated(queryClient, companyKeys.all, companyKeys.one(company.id)),
      queryClient.invalidateQueries({ queryKey: companyKeys.users() }),
    ]);
  };
}

/** PUT /api/companies: a double click answers the same company (`created: false`). */
export function useCreateCompany() {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (body: CompanyBodyInput) => api.put('/companies', body),
    onSuccess: ({ company }) => saved(company),
  });
}

export function useUpdateCompany(id: number) {
  const saved = useCompanySaved();
  return useMutation({
    mutationFn: (body: CompanyBodyInput) => api.post('/companies/{id}', body, { path: { id } }),
    onSuccess: saved,
  });
}
