import type { CompanyBodyInput, CompanyDetail, CompanyOptions } from '@poolside/contract/companies';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

export const companiesQueryKey = ['companies'] as const;

export function companyQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...companiesQueryKey, 'one', id],
    queryFn: ({ signal }) => untypedApi.get<CompanyDetail>(`/companies/${id}`, { signal }),
    retry: false,
  });
}

export const companyOptionsQuery = queryOptions({
  queryKey: [...companiesQueryKey, 'options'],
  queryFn: ({ signal }) => untypedApi.get<CompanyOptions>('/companies/options', { signal }),
  staleTime: 60_000,
});

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  // A company's change shows in the lists, its detail, the pickers and the users list (company names).
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]);
}

/** PUT /api/companies: a double click answers the same company (`created: false`). */
export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: CompanyBodyInput) =>
      untypedApi.put<{ company: CompanyDetail; created: boolean }>('/companies', body),
    onSuccess: invalidate,
  });
}

export function useUpdateCompany(id: number) {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: CompanyBodyInput) => untypedApi.post<CompanyDetail>(`/companies/${id}`, body),
    onSuccess: invalidate,
  });
}
