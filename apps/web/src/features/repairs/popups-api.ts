import type { PopupForSerial } from '@poolside/contract/popups';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /popups/sn/{sn}: the admin's warranty report messages for one robot serial. */
export const serialPopupsQuery = (sn: string) =>
  queryOptions({
    queryKey: ['popups', 'sn', sn.toUpperCase()],
    queryFn: ({ signal }) => api.get<PopupForSerial[]>(`/popups/sn/${encodeURIComponent(sn)}`, { signal }),
    retry: false,
  });
