import type { NotificationAction } from '@poolside/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { notificationKeys } from './keys';

/** POST /notifications (viewed, deleted, …): answers a count only, so the notification queries are read again. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationAction) => api.post('/notifications', action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
