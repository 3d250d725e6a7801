import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => api.get('/users/{id}', { path: { id }, signal }),
    retry: false,
  });

export const userTypesQuery = queryOptions({
  queryKey: userKeys.types(),
  queryFn: ({ signal }) => api.get('/userTypes', { signal }),
  staleTime: 10 * 60_000,
});

export const twoFactorQuery = queryOptions({
  queryKey: userKeys.ownTwoFactor(),
  queryFn: ({ signal }) => api.get('/twoFactor', { signal }),
  retry: false,
});
