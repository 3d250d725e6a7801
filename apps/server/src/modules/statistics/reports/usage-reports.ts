import type { StatisticsRequest } from '@poolside/contract/statistics';
import { sql } from 'drizzle-orm';
import { likePattern } from '../../../lib/paging.ts';
import { customerCondition, inRange } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';
import { alias } from 'drizzle-orm/pg-core';
import { companies } from '../../../db/schema/companies.ts';
import { statEvents } from '../../../db/schema/statistics.ts';
import { users } from '../../../db/schema/auth.ts';

// The statement's tables under their SQL aliases: columns are schema objects, so a rename breaks the build.
const s = alias(statEvents, 's');
const u = alias(users, 'u');
const c = alias(companies, 'c');

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
    sql`select ${u.name} as "userName", ${u.email}, ${c.number} as "clientNumber", ${c.name} as "clientName",
          e.logins, e.last_login as "lastLogin"
        from (
          select ${s.userId}, ${s.companyId}, count(*)::int as logins,
            floor(extract(epoch from max(${s.at})))::float8 as last_login
          from ${statEvents} ${s}
          where ${s.type} = 'LOGIN' and ${inRange(range, sql`${s.at}`)} ${customerCondition(sql`${s.companyId}`, p)}
          group by ${s.userId}, ${s.companyId}
        ) e
        left join ${users} ${u} on ${u.id} = e.user_id
        left join ${companies} ${c} on ${c.id} = e.company_id
        order by e.logins desc, ${u.name}, e.user_id
        limit ${limit + 1}`,
  );
}

/** File views: per document (its file name), the views, the users and the customers who opened it. */
export async function fileViewsReport({ db, range, limit }: ReportContext, p: Params<'FILE_VIEWS'>) {
  return rowsOf<{ fileName: string; views: number; users: number; customers: number }>(
    db,
    sql`select ${s.path} as "fileName", count(*)::int as views, count(distinct ${s.userId})::int as users,
          count(distinct ${s.companyId})::int as customers
        from ${statEvents} ${s}
        where ${s.type} = 'FILE' and ${inRange(range, sql`${s.at}`)}
          ${p.fileName ? sql`and ${s.path} ilike ${likePattern(p.fileName)}` : sql``}
          ${customerCondition(sql`${s.companyId}`, p)}
        group by ${s.path}
        order by views desc, ${s.path}
        limit ${limit + 1}`,
  );
}

/** Page views (PVU): per page path, the views and the users; `page` keeps the paths that contain it. */
export async function pageViewsReport({ db, range, limit }: ReportContext, p: Params<'PAGE_VIEWS'>) {
  return rowsOf<{ page: string; views: number; users: number }>(
    db,
    sql`select ${s.path} as page, count(*)::int as views, count(distinct ${s.userId})::int as users
        from ${statEvents} ${s}
        where ${s.type} = 'PVU' and ${inRange(range, sql`${s.at}`)}
          ${p.page ? sql`and ${s.path} ilike ${likePattern(p.page)}` : sql``}
          ${customerCondition(sql`${s.companyId}`, p)}
        group by ${s.path}
        order by views desc, ${s.path}
        limit ${limit + 1}`,
  );
}
