import type { UserListQuery } from '@poolside/contract/users';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/users.ts';
import { likePattern, offsetOf, orderOf } from '../../lib/paging.ts';
import type { Actor } from '../auth/actor.ts';
import { visibleTo } from '../auth/policy.ts';
import { presentUserRow } from './admin-presenter.ts';

const sortable = {
  id: users.id,
  name: users.name,
  centerMoovexID: companies.number,
  email: users.email,
  phone: users.phone,
  country: users.country,
  type: users.typeId,
  disabled: users.status,
  status: users.status,
};

/** Users of the companies the actor sees (all for provider staff), paged, sorted and filtered. */
export async function listUsers(deps: Deps, actor: Actor, query: UserListQuery) {
  const conditions: SQL[] = [visibleTo(actor, users.companyId)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.filter?.trim()) {
    const p = likePattern(query.filter);
    conditions.push(
      or(
        ilike(users.name, p),
        ilike(users.email, p),
        ilike(users.phone, p),
        ilike(users.country, p),
        ilike(companies.number, p),
        ilike(companies.name, p),
        ilike(userTypes.name, p),
        sql`${users.id}::text = ${query.filter.trim()}`,
      )!,
    );
  }
  const where = and(...conditions);
  const base = () =>
    deps.db
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
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.typeId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where);
  const rows = await base()
    .orderBy(...orderOf(query.sort, sortable, 'id', users.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { rows: rows.map(presentUserRow), total };
}
