export { notificationKeys } from './keys';
export { useNotificationAction } from './mutations';
export { notificationSummaryQuery, notificationsQuery, usePolledNotifications } from './queries';
