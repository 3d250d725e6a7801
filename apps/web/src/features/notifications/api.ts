import { limits } from '@poolside/contract/constants';
import type {
  NotificationAction,
  NotificationLists,
  NotificationSummary,
} from '@poolside/contract/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { useEffect, useState } from 'react';
import { untypedApi } from '../../lib/api-client';

/** Every notification query (summary, pages, lists) starts with this key: an action refreshes them all. */
export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ signal }) => untypedApi.get<NotificationLists>('/notifications', { signal }),
});

/** The bell's answer: the unseen count and the 10 latest. */
export const notificationSummaryQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, 'summary'],
  queryFn: ({ signal }) => untypedApi.get<NotificationSummary>('/notifications/summary', { signal }),
});

/** The key of the notifications page's lists (DataList appends its query). */
export const notificationPageQueryKey = [...notificationsQueryKey, 'page'] as const;

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
    ...notificationSummaryQueryOptions,
    enabled: started,
    refetchInterval: limits.notificationPollMs,
    refetchIntervalInBackground: false,
  });
}

export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationAction) => untypedApi.post<{ count: number }>('/notifications', action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
