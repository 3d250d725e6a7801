import { z } from 'zod';
import { notificationTypes } from './constants.ts';
import { pagedSchema, pageQuerySchema } from './envelope.ts';
import { recordIdSchema } from './db-int.ts';

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

/**
 * GET /api/notifications/summary: what the bell polls. The unseen count and the 10 latest (the unseen newest
 * first, then the seen newest first), in one small answer.
 */
export const notificationSummarySchema = z.object({
  notSeenCount: z.number().int(),
  latest: z.array(notificationSchema),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

/** GET /api/notifications/page?page&pageSize&viewed=0|1: one page of the notifications page, newest first. */
export const notificationPageQuerySchema = pageQuerySchema.extend({
  viewed: z.coerce.number().int().min(0).max(1).optional(),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;
export const notificationPageSchema = pagedSchema(notificationSchema);

export const notificationMethods = ['setViewed', 'removeNotifications'] as const;
/** POST /api/notifications. */
export const notificationActionSchema = z.object({
  method: z.enum(notificationMethods),
  ids: z.array(recordIdSchema).min(1).max(1000),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;
export const notificationActionAnswerSchema = z.object({ count: z.number().int() });
