import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export type ApiContentType = 'news' | 'qa' | 'text';

export const adminContentsQuery = (type: ApiContentType) =>
  queryOptions({
    queryKey: contentKeys.list(type),
    queryFn: ({ signal }) => api.get('/contents', { query: { type }, signal }),
  });

export const adminContentQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.one(id),
    queryFn: ({ signal }) => api.get('/contents/{id}', { path: { id }, signal }),
    retry: false,
  });
