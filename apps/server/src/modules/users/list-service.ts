import type { KeysetPage } from '@poolside/contract/lists';
import type { UserListQuery, UserRow } from '@poolside/contract/users';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { presentUserRow } from './admin-presenter.ts';
import { references } from '../../caches.ts';

const byId = { expr: users.id, type: 'int' } as const;
const text = (expr: SQLWrapper) => ({ expr, type: 'text' }) as const;

/** Sorts of the users list, each ending in the id; id and name are index-backed (5,000 users sort cheaply). */
const userSorts: KeysetSorts = {
  id: [byId],
  name: [text(users.name), byId],
  centerMoovexID: [text(companies.number), byId],
  email: [text(users.email), byId],
  phone: [text(users.phone), byId],
  country: [text(users.country), byId],
  type: [{ expr: users.typeId, type: 'int' }, byId],
  disabled: [text(users.status), byId],
  status: [text(users.status), byId],
};

/** Which filters a request has (its statement's key). */
type Filters = { scope: 'all' | 'some'; status: boolean; text: boolean };

/**
 * The users list (docs/ARCHITECTURE.md "Hot paths — lists"). The free text as index-backed branches: the
 * user's own text (trigram index on name, e-mail, phone and country), its company's number or name, its
 * type's name, or its id. Without free text the total depends on the scope and status only: cached per
 * instance under the 'users' topic, bumped by every write that changes who is counted (create, activate, a
 * status or company change): the count of 5,000 users was most of this route's database time.
 */
const userList = keysetList({
  name: 'users_page',
  sorts: userSorts,
  defaultSort: 'id',
  countFrom: users,
  // The company-number sort reads the user's company.
  seekFrom: sql`${users} inner join ${companies} on ${companies.id} = ${users.companyId}`,
  where: (f: Filters, value) =>
    and(
      f.scope === 'some' ? sql`${users.companyId} = any(${value('companies', 'int[]')})` : undefined,
      f.status ? sql`${users.status} = ${value('status', 'text')}` : undefined,
    ),
  isFreeText: (f) => f.text,
  textSearch: {
    isPresent: (f) => f.text,
    id: users.id,
    branches: (value) => {
      const like = value('fLike', 'text');
      return [
        {
          where: sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone} || ' ' || ${users.country}) ilike ${like}`,
          isEstimated: true,
        },
        {
          where: sql`${users.companyId} = any(array(select ${companies.id} from ${companies}
            where ${companies.number} ilike ${like} or ${companies.name} ilike ${like}))`,
        },
        {
          where: sql`${users.typeId} = any(array(select ${userTypes.id} from ${userTypes} where ${userTypes.name} ilike ${like}))`,
        },
        { where: sql`${users.id} = ${value('fId', 'int')}`, isEstimated: true },
      ];
    },
    ownSorts: ['id', 'name', 'email', 'phone', 'country', 'type', 'disabled', 'status'],
  },
  select: (db, extra) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        country: users.country,
        status: users.status,
        typeId: users.typeId,
        typeName: userTypes.name,
        companyNumber: companies.number,
        companyName: companies.name,
        ...extra,
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.typeId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .$dynamic(),
  totals: references.userTotals,
});

/**
 * Users of the companies the actor sees (all for provider staff): a keyset page and its capped total.
 * `onlyCompanyId` narrows to one company (the companies screen's users tab), still within what the actor sees.
 */
export async function listUsers(
  deps: Deps,
  actor: Actor,
  query: UserListQuery,
  onlyCompanyId?: number,
): Promise<KeysetPage<UserRow>> {
  const visible = visibleCompanyIds(actor);
  const ids =
    onlyCompanyId === undefined
      ? visible
      : visible === 'all' || visible.includes(onlyCompanyId)
        ? [onlyCompanyId]
        : [];
  const filter = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (query.status) values.status = query.status;
  if (filter) {
    values.fLike = likePattern(filter);
    values.fId = /^\d{1,9}$/.test(filter) ? Number(filter) : null;
  }
  const page = await userList(deps.db, {
    filters: {
      scope: ids === 'all' ? 'all' : 'some',
      status: query.status !== undefined,
      text: Boolean(filter),
    },
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    after: query.after,
  });
  return { ...page, rows: page.rows.map(presentUserRow) };
}
