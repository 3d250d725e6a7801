import type { StatisticsRequest } from '@poolside/contract/statistics';
import { sql } from 'drizzle-orm';
import { likePattern } from '../../../lib/paging.ts';
import { customerCondition, inRange } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';

type Params<T extends StatisticsRequest['reportType']> = Extract<StatisticsRequest, { reportType: T }>;

// Every usage report reads one event type over the range: index stat_events (type, at), or
// (type, company_id, at) when the customers are limited.

/** Users logins: per user (and the customer it logged in for), its logins and the last one; most first. */
export async function loginsReport({ db, range, limit }: ReportContext, p: Params<'USERS_LOGINS'>) {
  return rowsOf<{
    userName: string | null;
    email: string | null;
    clientNumber: string | null;
    clientName: string | null;
    logins: number;
    lastLogin: number;
  }>(
    db,
    sql`select u.name as "userName", u.email, c.number as "clientNumber", c.name as "clientName",
          e.logins, e.last_login as "lastLogin"
        from (
          select user_id, company_id, count(*)::int as logins,
            floor(extract(epoch from max(at)))::float8 as last_login
          from stat_events
          where type = 'LOGIN' and ${inRange(range, sql`at`)} ${customerCondition(sql`company_id`, p)}
          group by user_id, company_id
        ) e
        left join users u on u.id = e.user_id
        left join companies c on c.id = e.company_id
        order by e.logins desc, u.name, e.user_id
        limit ${limit + 1}`,
  );
}

/** File views: per document (its file name), the views, the users and the customers who opened it. */
export async function fileViewsReport({ db, range, limit }: ReportContext, p: Params<'FILE_VIEWS'>) {
  return rowsOf<{ fileName: string; views: number; users: number; customers: number }>(
    db,
    sql`select path as "fileName", count(*)::int as views, count(distinct user_id)::int as users,
          count(distinct company_id)::int as customers
        from stat_events
        where type = 'FILE' and ${inRange(range, sql`at`)}
          ${p.fileName ? sql`and path ilike ${likePattern(p.fileName)}` : sql``}
          ${customerCondition(sql`company_id`, p)}
        group by path
        order by views desc, path
        limit ${limit + 1}`,
  );
}

/** Page views (PVU): per page path, the views and the users; `page` keeps the paths that contain it. */
export async function pageViewsReport({ db, range, limit }: ReportContext, p: Params<'PAGE_VIEWS'>) {
  return rowsOf<{ page: string; views: number; users: number }>(
    db,
    sql`select path as page, count(*)::int as views, count(distinct user_id)::int as users
        from stat_events
        where type = 'PVU' and ${inRange(range, sql`at`)}
          ${p.page ? sql`and path ilike ${likePattern(p.page)}` : sql``}
          ${customerCondition(sql`company_id`, p)}
        group by path
        order by views desc, path
        limit ${limit + 1}`,
  );
}
