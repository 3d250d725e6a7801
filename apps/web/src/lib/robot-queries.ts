import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The robot queries of every screen (dashboard, catalogue, repairs, warranty): one definition each, so
 * one cache entry per robot, brand or model whichever screen asked first.
 */
/** The robots' query keys, under one root: a write that changes robots (a repair, a warranty) refreshes it. */
export const robotKeys = {
  all: ['robots'] as const,
  bySn: (sn: string) => ['robots', 'sn', sn.toUpperCase()] as const,
  serialLookup: (sn: string) => ['robots', 'sn', sn, 'autoComplete'] as const,
  brand: (id: number) => ['robots', 'brand', id] as const,
  model: (pn: string, year: number, sn?: string) => ['robots', 'model', pn, year, sn ?? ''] as const,
};

/** GET /robots/sn/{sn}: a robot by serial with its warranty and latest repairs. */
export const robotBySnQuery = (sn: string) =>
  queryOptions({
    queryKey: robotKeys.bySn(sn),
    queryFn: ({ signal }) => api.get('/robots/sn/{sn}', { path: { sn }, signal }),
    retry: false,
  });

/** The dashboard's serial lookup (byAutoComplete: the search box, not a typed lookup screen). */
export const serialLookupQuery = (sn: string) =>
  queryOptions({
    queryKey: robotKeys.serialLookup(sn),
    queryFn: ({ signal }) =>
      api.get('/robots/sn/{sn}', { path: { sn }, query: { byAutoComplete: '1' }, signal }),
    retry: false,
  });

/** GET /robots/brands/{id}: a brand's robots (reference data: kept 5 minutes). */
export const brandRobotsQuery = (id: number) =>
  queryOptions({
    queryKey: robotKeys.brand(id),
    queryFn: ({ signal }) => api.get('/robots/brands/{id}', { path: { id }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** GET /robots/{year}/{pn}[?sn]: a model's workbook (with the unit's serials when sn is given). */
export const robotModelQuery = (pn: string, year: number, sn?: string) =>
  queryOptions({
    queryKey: robotKeys.model(pn, year, sn),
    queryFn: ({ signal }) =>
      api.get('/robots/{year}/{pn}', { path: { year, pn }, query: { sn: sn || undefined }, signal }),
    retry: false,
  });
