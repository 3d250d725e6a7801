import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The Q&A are contents: the contents' keys, so the admin's saves refresh them. */
export const faqKeys = { list: () => ['contents', 'list', 'qa'] as const };

export const faqQuery = queryOptions({
  queryKey: faqKeys.list(),
  queryFn: ({ signal }) => api.get('/contents', { query: { type: 'qa' }, signal }),
});
