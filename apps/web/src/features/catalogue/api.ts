import type { BrandRobots, RobotModel } from '@poolside/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const brandRobotsQuery = (id: number) =>
  queryOptions({
    queryKey: ['robots', 'brand', id],
    queryFn: ({ signal }) => api.get<BrandRobots>(`/robots/brands/${id}`, { signal }),
    retry: false,
  });

export const robotModelQuery = (pn: string, year: number, sn?: string) =>
  queryOptions({
    queryKey: ['robots', 'model', pn, year, sn ?? ''],
    queryFn: ({ signal }) =>
      api.get<RobotModel>(
        `/robots/${year}/${encodeURIComponent(pn)}${sn ? `?sn=${encodeURIComponent(sn)}` : ''}`,
        { signal },
      ),
    retry: false,
  });

/** The robotParts Excel export of spec 02. */
export function exportRobotParts(pn: string, year: number) {
  return api.put<{ file: string; fileName: string }>('/export', {
    type: 'excel',
    report: 'robotParts',
    pn,
    year,
  });
}
