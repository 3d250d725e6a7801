import { limits } from '@poolside/contract/constants';
import type { NotificationAction, NotificationLists } from '@poolside/contract/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ signal }) => api.get<NotificationLists>('/notifications', { signal }),
});

/** The bell's data: the first poll 10 s after the shell appears, then every 30 s (spec 01 s9). */
export function usePolledNotifications() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), limits.notificationFirstPollMs);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({
    ...notificationsQueryOptions,
    enabled: started,
    refetchInterval: limits.notificationPollMs,
    refetchIntervalInBackground: false,
  });
}

export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationAction) => api.post<{ count: number }>('/notifications', action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
