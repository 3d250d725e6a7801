import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isPostgresLane, type TestContext, useTestContext } from '../../../test/harness.ts';

let ctx: TestContext;
useTestContext(
  (c) => {
    ctx = c;
  },
  { when: isPostgresLane },
);

type Row = { id: number; company_id: number; status: string };

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const unfinishedRmas = () =>
  rowsOf<Row>(
    sql`select id, company_id, status from rma_requests where not finished order by company_id, id`,
  );
const unfinishedCount = async () =>
  (await rowsOf<{ n: number }>(sql`select count(*)::int as n from rma_requests where not finished`))[0].n;

/** Runs `work` while another transaction holds an RMA status change of `rma` uncommitted; rolls it back after. */
async function whileHeld<T>(rma: Row, work: () => Promise<T>): Promise<T> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const isStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const holder = ctx.deps.db
    .transaction(async (tx) => {
      const next = rma.status === 'REC' ? 'SNT' : 'REC';
      await tx.execute(sql`update rma_requests set status = ${next} where id = ${rma.id}`);
      started();
      await held;
      tx.rollback();
    })
    .catch(() => {});
  await isStarted;
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms).unref())]);

describe.skipIf(!isPostgresLane)('RMA writes of different companies (PostgreSQL)', () => {
  it('an RMA status change of one company does not wait for another company’s open change', async () => {
    const rmas = await unfinishedRmas();
    const first = rmas[0];
    const other = rmas.find((rma) => rma.company_id !== first.company_id);
    expect(other).toBeDefined();
    const admin = await ctx.login('admin@demo.test');
    const status = other!.status === 'APP' ? 'REC' : 'APP';
    const answer = await whileHeld(first, () =>
      within(
        3_000,
        ctx.app.inject({
          method: 'POST',
          url: `/api/rma/multiple_status_change/${status}`,
          payload: { ids: [other!.id] },
          headers: { cookie: admin },
        }),
      ),
    );
    expect(answer).not.toBe('waited');
    if (answer === 'waited') return;
    expect(answer.json()).toMatchObject({ status: true, data: { changed: [other!.id] } });
  });

  it('the totals of the lists stay right after changes of several companies in one call', async () => {
    const admin = await ctx.login('admin@demo.test');
    const total = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/rma/requests/unfinished?pageSize=1',
          headers: { cookie: admin },
        })
      ).json().data.total as number;
    const rmas = await unfinishedRmas();
    const counted = await unfinishedCount();
    expect(await total()).toBe(counted);
    const companies = [...new Map(rmas.map((rma) => [rma.company_id, rma])).values()].slice(0, 3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/rma/multiple_status_change/APP',
      payload: { ids: companies.map((rma) => rma.id) },
      headers: { cookie: admin },
    });
    expect(res.json().status).toBe(true);
    type Count = { company_id: number; status: string; n: number };
    const byCounts = await rowsOf<Count>(
      sql`select company_id, status, sum(n)::int as n from rma_request_counts where not finished group by 1, 2 order by 1, 2`,
    );
    const byRows = await rowsOf<Count>(
      sql`select company_id, status, count(*)::int as n from rma_requests where not finished group by 1, 2 order by 1, 2`,
    );
    expect(byCounts.filter((row) => row.n !== 0)).toEqual(byRows);
    expect(await total()).toBe(counted);
  });
});
