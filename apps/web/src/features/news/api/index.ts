import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A news item is a content: the contents' keys, so the admin's saves refresh it. */
export const newsKeys = { one: (id: number) => ['contents', id] as const };

export const newsQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.one(id),
    queryFn: ({ signal }) => api.get('/contents/{id}', { path: { id }, signal }),
    retry: false,
  });
