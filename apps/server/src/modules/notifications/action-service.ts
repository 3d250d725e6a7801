import type { NotificationAction } from '@poolside/contract/notifications';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Actor } from '../access/index.ts';

/** Marks the actor's own notifications viewed, or removes them; other users' ids are ignored. */
export async function applyNotificationAction(deps: Deps, actor: Actor, action: NotificationAction) {
  const own = and(eq(notifications.userId, actor.userId), inArray(notifications.id, action.ids));
  if (action.method === 'setViewed') {
    const rows = await deps.db
      .update(notifications)
      .set({ viewedAt: deps.clock.now() })
      .where(and(own, isNull(notifications.viewedAt)))
      .returning({ id: notifications.id });
    return { count: rows.length };
  }
  const rows = await deps.db.delete(notifications).where(own).returning({ id: notifications.id });
  return { count: rows.length };
}
