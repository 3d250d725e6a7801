import { limits } from '@poolside/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.lists(),
  queryFn: ({ signal }) => api.get('/notifications', { signal }),
});

/** The bell's answer: the unseen count and the 10 latest. */
export const notificationSummaryQuery = queryOptions({
  queryKey: notificationKeys.summary(),
  queryFn: ({ signal }) => api.get('/notifications/summary', { signal }),
});

/**
 * The bell's data (the unseen count and the 10 latest, one small answer): the first poll 10 s after the
 * shell appears, then every 30 s (spec 01 s9).
 */
export function usePolledNotifications() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), limits.notificationFirstPollMs);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({
    ...notificationSummaryQuery,
    enabled: started,
    refetchInterval: limits.notificationPollMs,
    refetchIntervalInBackground: false,
  });
}
