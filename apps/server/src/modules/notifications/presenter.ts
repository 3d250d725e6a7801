import type { NotificationType } from '@poolside/contract/constants';
import { formatDateTime } from '@poolside/contract/dates';
import type { Language } from '@poolside/contract/languages';
import type { Notification } from '@poolside/contract/notifications';
import type { notifications } from '../../db/schema/notifications.ts';
import { toUnix } from '../../lib/clock.ts';
import { renderNotification } from './texts.ts';

type Row = typeof notifications.$inferSelect;

/** A notification with its title and text rendered in the reader's language. */
export function presentNotification(row: Row, language: Language, timeZone: string): Notification {
  const type = row.type as NotificationType;
  const { title, text } = renderNotification(type, row.params, language);
  return {
    id: row.id,
    type,
    title,
    text,
    dateCreateStr: formatDateTime(row.createdAt, timeZone),
    dateCreate: toUnix(row.createdAt)!,
    viewed: row.viewedAt ? 1 : 0,
    params: row.params,
  };
}
