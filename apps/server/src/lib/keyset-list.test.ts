import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/auth.ts';
import { type TestContext, useTestContext } from '../test/harness.ts';
import { FETCH_SIZES, type KeysetSorts } from './keyset.ts';
import { keysetList, type ListSelect } from './keyset-list.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

const byId = { expr: users.id, type: 'int' } as const;
const sorts: KeysetSorts = {
  id: [byId],
  company: [{ expr: companies.number, type: 'text' }, byId],
};

/** A users list with a sort on a joined column; counts the statements it builds and the OFFSETs it asks. */
function usersList() {
  const seen = { builds: 0, offsets: 0 };
  const list = keysetList({
    name: 'test_users_list',
    sorts,
    defaultSort: 'id',
    countFrom: users,
    seekFrom: sql`${users} inner join ${companies} on ${companies.id} = ${users.companyId}`,
    where: () => undefined,
    isFreeText: () => false,
    select: (db, extra) => {
      seen.builds++;
      const select = db
        .select({ id: users.id, number: companies.number, ...extra })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .$dynamic();
      const spied = select as unknown as ListSelect<never> & { offset?: (n: unknown) => unknown };
      const offset = spied.offset?.bind(select);
      if (offset) {
        spied.offset = (n: unknown) => {
          seen.offsets++;
          return offset(n);
        };
      }
      return select as unknown as ListSelect<{ id: number; number: string; cursor: string[]; total: number }>;
    },
  });
  return { list, seen };
}

describe('keysetList', () => {
  it('builds a bounded set of statements whatever the page sizes asked', async () => {
    const { list, seen } = usersList();
    for (let pageSize = 1; pageSize <= 200; pageSize += 7) {
      const page = await list(ctx.deps.db, { filters: {}, values: {}, page: 1, pageSize });
      expect(page.rows.length).toBeLessThanOrEqual(pageSize);
    }
    expect(seen.builds).toBeLessThanOrEqual(FETCH_SIZES.length);
  });

  it('answers exactly pageSize rows and a next cursor when the fetch size holds more', async () => {
    const { list } = usersList();
    const all = await list(ctx.deps.db, { filters: {}, values: {}, page: 1, pageSize: 200 });
    expect(all.rows.length).toBeGreaterThan(4);
    const page = await list(ctx.deps.db, { filters: {}, values: {}, page: 1, pageSize: 3 });
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 3).map((r) => r.id));
    expect(page.nextCursor).not.toBeNull();
  });

  it('jumps to a page of a sort on a joined column by a seek, with the rows the cursors reach', async () => {
    const { list, seen } = usersList();
    const request = { filters: {}, values: {}, sort: '-company', pageSize: 2 };
    const first = await list(ctx.deps.db, { ...request, page: 1 });
    const second = await list(ctx.deps.db, { ...request, page: 2, after: first.nextCursor ?? undefined });
    const third = await list(ctx.deps.db, { ...request, page: 3, after: second.nextCursor ?? undefined });
    expect((await list(ctx.deps.db, { ...request, page: 2 })).rows).toEqual(second.rows);
    expect((await list(ctx.deps.db, { ...request, page: 3 })).rows).toEqual(third.rows);
    expect(seen.offsets).toBe(0);
  });
});
