import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The robot queries of every screen (dashboard, catalogue, repairs, warranty): one definition each, so
 * one cache entry per robot, brand or model whichever screen asked first.
 */
/** GET /robots/sn/{sn}: a robot by serial with its warranty and latest repairs. */
export const robotBySnQuery = (sn: string) =>
  queryOptions({
    queryKey: ['robots', 'sn', sn.toUpperCase()],
    queryFn: ({ signal }) => api.get('/robots/sn/{sn}', { path: { sn }, signal }),
    retry: false,
  });

/** The dashboard's serial lookup (byAutoComplete: the search box, not a typed lookup screen). */
export const serialLookupQuery = (sn: string) =>
  queryOptions({
    queryKey: ['robots', 'sn', sn, 'autoComplete'],
    queryFn: ({ signal }) =>
      api.get('/robots/sn/{sn}', { path: { sn }, query: { byAutoComplete: '1' }, signal }),
    retry: false,
  });

/** GET /robots/brands/{id}: a brand's robots (reference data: kept 5 minutes). */
export const brandRobotsQuery = (id: number) =>
  queryOptions({
    queryKey: ['robots', 'brand', id],
    queryFn: ({ signal }) => api.get('/robots/brands/{id}', { path: { id }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** GET /robots/{year}/{pn}[?sn]: a model's workbook (with the unit's serials when sn is given). */
export const robotModelQuery = (pn: string, year: number, sn?: string) =>
  queryOptions({
    queryKey: ['robots', 'model', pn, year, sn ?? ''],
    queryFn: ({ signal }) =>
      api.get('/robots/{year}/{pn}', { path: { year, pn }, query: { sn: sn || undefined }, signal }),
    retry: false,
  });
