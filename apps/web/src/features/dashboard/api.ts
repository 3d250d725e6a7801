import type { BrandRobots } from '@poolside/contract/catalogue';
import type { RobotItem } from '@poolside/contract/warranty';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A brand's robots (the same cache entry as the brand page's). */
export const brandRobotsQuery = (id: number) =>
  queryOptions({
    queryKey: ['robots', 'brand', id],
    queryFn: ({ signal }) => api.get<BrandRobots>(`/robots/brands/${id}`, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The dashboard's serial lookup (byAutoComplete: the search box, not a typed lookup screen). */
export const serialLookupQuery = (sn: string) =>
  queryOptions({
    queryKey: ['robots', 'sn', sn, 'autoComplete'],
    queryFn: ({ signal }) =>
      api.get<RobotItem>(`/robots/sn/${encodeURIComponent(sn)}?byAutoComplete=1`, { signal }),
    retry: false,
  });
