import type { StatisticsBody } from '@poolside/contract/statistics';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statisticsKeys } from './keys';

/**
 * PUT /statistics: the report's rows (the table) and its chart. A read (the server changes nothing): the
 * composer fetches it when asked (`createReport`, always anew: the counts move); a shown report stays as it
 * was fetched (never stale) until it is created again.
 */
export const reportQuery = (body: StatisticsBody) =>
  queryOptions({
    queryKey: statisticsKeys.report(body),
    queryFn: ({ signal }) => api.put('/statistics', body, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Fetches the report anew (whatever the cache holds); a refusal rejects with its ApiError. */
export const createReport = (queryClient: QueryClient, body: StatisticsBody) =>
  queryClient.fetchQuery({ ...reportQuery(body), staleTime: 0 });
