import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedbackKeys } from './keys';

/** GET /feedback/{id}: one report (full for feedback managers, the public view for its company). */
export const feedbackReportQuery = (id: number) =>
  queryOptions({
    queryKey: feedbackKeys.report(id),
    queryFn: ({ signal }) => api.get('/feedback/{id}', { path: { id }, signal }),
    retry: false,
  });

/** GET /robots/pn/{pn}: a robot model by PN or customer PN (the missing-item form's lookup). */
export const robotByPnQuery = (pn: string) =>
  queryOptions({
    queryKey: feedbackKeys.robotByPn(pn),
    queryFn: ({ signal }) => api.get('/robots/pn/{pn}', { path: { pn }, signal }),
    retry: false,
  });

/** GET /descriptions/{pn}: a part (wrong item, broken item: serial or not). */
export const partQuery = (pn: string) =>
  queryOptions({
    queryKey: feedbackKeys.part(pn),
    queryFn: ({ signal }) => api.get('/descriptions/{pn}', { path: { pn }, signal }),
    retry: false,
  });
