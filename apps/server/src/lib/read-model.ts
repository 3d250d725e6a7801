// A read model: the columns of one owner's table that other modules may read, offered by the owner's door as
// a relation to join under an alias of the reader's choosing. It is the sub-query `(select <columns> from
// <table>) <alias>`, which PostgreSQL pulls up into the reader's statement (a plain column list: no
// aggregate, limit or expression), so the plan is the one a join of the table itself gets: same indexes, same
// order, one statement. The reader names no table and no column by text, so a rename breaks the build.
//
//   // modules/users/user-reads.ts (exported from users/index.ts)
//   export const userNames = readModel(users, { id: users.id, name: users.name });
//   // another module
//   const u = userNames('u');
//   db.select({ title: rmaRequests.title, userName: u.name }).from(rmaRequests)
//     .leftJoin(u, eq(u.id, rmaRequests.userId));
//   sql`select ${u.name} from ${u} where ${u.id} = ${id}`;
import { type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';

const builder = new QueryBuilder();

/** The read model of `columns` of `table`: call it with an alias to get the relation to join. */
export function readModel<C extends Record<string, PgColumn>>(table: PgTable, columns: C) {
  return <A extends string>(as: A) => builder.select(columns).from(table).as(as);
}
