import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Actor } from '../auth/actor.ts';
import { presentNotification } from './presenter.ts';

/** How many of each list are answered (the newest): the bell shows 10, the page pages through these. */
export const notificationListMax = 200;

/** The actor's notifications, newest first, split into seen and not seen, in the actor's language. */
export async function listNotifications(deps: Deps, actor: Actor) {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, actor.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationListMax * 4);
  const present = (row: (typeof rows)[number]) =>
    presentNotification(row, actor.language, deps.config.timeZone);
  return {
    seen: rows
      .filter((r) => r.viewedAt)
      .slice(0, notificationListMax)
      .map(present),
    notSeen: rows
      .filter((r) => !r.viewedAt)
      .slice(0, notificationListMax)
      .map(present),
  };
}
