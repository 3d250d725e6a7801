import { z } from 'zod';
import { notificationTypes } from './constants.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  text: z.string(),
  /** dd/MM/yyyy HH:mm in the portal's time zone. */
  dateCreateStr: z.string(),
  dateCreate: z.number().int(),
  viewed: z.number().int(),
  params: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the reader's notifications, newest first, split by viewed. */
export const notificationListsSchema = z.object({
  seen: z.array(notificationSchema),
  notSeen: z.array(notificationSchema),
});
export type NotificationLists = z.infer<typeof notificationListsSchema>;

export const notificationMethods = ['setViewed', 'removeNotifications'] as const;
/** POST /api/notifications. */
export const notificationActionSchema = z.object({
  method: z.enum(notificationMethods),
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;
export const notificationActionAnswerSchema = z.object({ count: z.number().int() });
