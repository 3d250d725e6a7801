import { type NotificationPageQuery, notificationSummarySchema } from '@poolside/contract/notifications';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { limits } from '@poolside/contract/constants';
import type { Deps } from '../../deps.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { answerCache, answerJson } from '../../lib/answer-cache.ts';
import { offsetOf } from '../../lib/paging.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import type { Actor } from '../auth/index.ts';
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

const BELL_MAX = limits.notificationDropdownMax;

/**
 * The bell in one prepared statement: the newest unseen (with the unseen count, an index-only count on
 * notifications_user_unseen_idx) union the newest seen, at most 10 of each.
 */
const bellQuery = preparedQuery((db) => {
  const unseen = db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      params: notifications.params,
      viewedAt: notifications.viewedAt,
      createdAt: notifications.createdAt,
      notSeenCount:
        sql<number>`(select count(*) from ${notifications} where ${notifications.userId} = ${sql.placeholder('userId')} and ${notifications.viewedAt} is null)::int`.as(
          'not_seen_count',
        ),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.viewedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(BELL_MAX);
  const seen = db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      params: notifications.params,
      viewedAt: notifications.viewedAt,
      createdAt: notifications.createdAt,
      notSeenCount: sql<number>`-1`.as('not_seen_count'),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNotNull(notifications.viewedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(BELL_MAX);
  return unseen.unionAll(seen).prepare('notifications_bell');
});

/**
 * The bell's answers kept per instance (lib/answer-cache.ts) per user and language, dropped by `notif:<user>`
 * (a notification of that user inserted, marked seen or deleted, by trigger): the poll every page makes
 * answers from memory until something changes for its user.
 */
const bellAnswers = answerCache({ name: 'notification-bell', prefixes: ['notif:'], maxEntries: 10_000 });

/** GET /api/notifications/summary's answer as JSON. */
export function notificationSummaryJson(deps: Deps, actor: Actor): Promise<string> {
  return bellAnswers.get(deps.db, `${actor.userId}:${actor.language}`, async () => ({
    json: answerJson(notificationSummarySchema, await notificationSummary(deps, actor)),
    tags: [`notif:${actor.userId}`],
  }));
}

/** GET /api/notifications/summary: the unseen count and the 10 latest (unseen first), for the bell. */
export async function notificationSummary(deps: Deps, actor: Actor) {
  const rows = await bellQuery(deps.db).execute({ userId: actor.userId });
  const unseen = rows.filter((r) => r.viewedAt === null);
  const seen = rows.filter((r) => r.viewedAt !== null);
  const byNewest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  unseen.sort(byNewest);
  seen.sort(byNewest);
  return {
    notSeenCount: unseen[0] ? Number(unseen[0].notSeenCount) : 0,
    latest: [...unseen, ...seen]
      .slice(0, BELL_MAX)
      .map((row) => presentNotification(row, actor.language, deps.config.timeZone)),
  };
}

/**
 * GET /api/notifications/page: one page of the seen or unseen notifications, newest first, with the total.
 * A user's notifications number in the thousands at most, so an offset on the (user_id, created_at) index
 * is cheap at any page; the total counts the same index (partial for unseen).
 */
export async function notificationPage(deps: Deps, actor: Actor, query: NotificationPageQuery) {
  const viewed =
    query.viewed === undefined
      ? undefined
      : query.viewed === 1
        ? isNotNull(notifications.viewedAt)
        : isNull(notifications.viewedAt);
  const where = and(eq(notifications.userId, actor.userId), viewed);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    rows: rows.map((row) => presentNotification(row, actor.language, deps.config.timeZone)),
    total: total?.n ?? 0,
  };
}
