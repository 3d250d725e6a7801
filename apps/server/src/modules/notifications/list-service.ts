import type { NotificationPageQuery } from '@poolside/contract/notifications';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { limits } from '@poolside/contract/constants';
import type { Deps } from '../../deps.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { literalLimit } from '../../lib/keyset.ts';
import { keysetList } from '../../lib/keyset-list.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import type { Actor } from '../access/index.ts';
import { presentNotification } from './presenter.ts';

/**
 * How many of each list GET /api/notifications answers: the newest unseen and the newest seen (docs/api.md),
 * as many as a page of the notifications page. Older ones stay stored and are read a page at a time
 * (GET /api/notifications/page). Bounded so that a read costs about what the bell's costs.
 */
export const notificationListMax = 20;

/**
 * Both lists in one prepared statement: the newest unseen (partial index notifications_user_unseen_idx) union
 * all the newest seen (notifications_user_seen_idx), each an index range read of at most 20 rows. The limit is
 * a literal and the user an InitPlan, so the generic plan is the one planned (docs/performance.md "Prepared is
 * not planned once unless the generic plan wins").
 */
const listsQuery = preparedQuery((db) => {
  const user = sql`(select cast(${sql.placeholder('userId')} as int))`;
  const newest = (isSeen: boolean) =>
    db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        type: notifications.type,
        params: notifications.params,
        viewedAt: notifications.viewedAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          sql`${notifications.userId} = ${user}`,
          isSeen ? isNotNull(notifications.viewedAt) : isNull(notifications.viewedAt),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(literalLimit(notificationListMax));
  return newest(false).unionAll(newest(true)).prepare('notifications_lists');
});

/** The actor's newest unseen and newest seen notifications (20 of each), newest first, in the actor's language. */
export async function listNotifications(deps: Deps, actor: Actor) {
  const rows = await listsQuery(deps.db).execute({ userId: actor.userId });
  const present = (row: (typeof rows)[number]) =>
    presentNotification(row, actor.language, deps.config.timeZone);
  const byNewest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  return {
    seen: rows
      .filter((r) => r.viewedAt)
      .sort(byNewest)
      .map(present),
    notSeen: rows
      .filter((r) => !r.viewedAt)
      .sort(byNewest)
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
 * The notifications page as a keyset list (docs/performance.md "Hot paths — lists"), newest first on the
 * (user_id, created_at, id) indexes (partial for seen and unseen); a page number seeks its first row.
 */
const notificationList = keysetList({
  name: 'notifications_page',
  sorts: {
    dateCreate: [
      { expr: notifications.createdAt, type: 'timestamptz' },
      { expr: notifications.id, type: 'int' },
    ],
  },
  defaultSort: '-dateCreate',
  countFrom: notifications,
  where: (f: { viewed: 'any' | 'seen' | 'unseen' }, value) =>
    and(
      sql`${notifications.userId} = ${value('user', 'int')}`,
      f.viewed === 'seen' ? isNotNull(notifications.viewedAt) : undefined,
      f.viewed === 'unseen' ? isNull(notifications.viewedAt) : undefined,
    ),
  isFreeText: () => false,
  select: (db, extra) =>
    db
      .select({ row: notifications, ...extra })
      .from(notifications)
      .$dynamic(),
});

/**
 * GET /api/notifications/page: one page of the seen or unseen notifications, newest first, with the total
 * (a user's notifications number in the thousands at most: counted under COUNT_CAP).
 */
export async function notificationPage(deps: Deps, actor: Actor, query: NotificationPageQuery) {
  const page = await notificationList(deps.db, {
    filters: { viewed: query.viewed === undefined ? 'any' : query.viewed === 1 ? 'seen' : 'unseen' },
    values: { user: actor.userId },
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    rows: page.rows.map(({ row }) => presentNotification(row, actor.language, deps.config.timeZone)),
    total: page.total,
  };
}
