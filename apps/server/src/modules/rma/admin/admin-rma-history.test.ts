import { PAGE_SEEK_CAP } from '@poolside/contract/lists';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequests } from '../../../db/schema/rma.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildRmaRow } from '../../../test/factories.ts';
import {
  countStatements,
  describeStatements,
  settleNotifications,
  withoutSessionChecks,
} from '../../../test/statement-count.ts';
import { caller } from '../test-helpers.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
const cookies: Record<string, string> = {};
const emails = ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'galil@demo.test'];
const base = '/api/rma/requests/finished/a/a';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of emails) cookies[email] = await ctx.login(email);
  call = caller(ctx, cookies);
  // 40 more finished RMAs of 3003 (Galil), so the history has more than one page of 35.
  const now = ctx.clock.now().getTime();
  for (let i = 0; i < 40; i++) {
    await buildRmaRow(ctx, {
      email: 'galil@demo.test',
      dateSent: new Date(now - (i + 1) * 86400_000),
      finishedAt: new Date(now - i * 86400_000),
      refundInvoiceNo: `GAL-${i}`,
    });
  }
});
afterAll(async () => {
  await ctx?.close();
});

type Rma = { id: number; moovexID: string; finished: boolean; dateSent: number; status: string };

describe('GET /api/rma/requests/finished/a/a/{page}', () => {
  it('pages the finished RMAs 35 at a time; count answers data.total', async () => {
    const count = await call('admin@demo.test', 'GET', `${base}/count?admin=true`);
    expect(count.data.total).toBeGreaterThanOrEqual(46);
    const first = await call('admin@demo.test', 'GET', `${base}/1?admin=true`);
    expect(first.data).toHaveLength(35);
    expect(first.data.every((r: Rma) => r.finished)).toBe(true);
    const dates = first.data.map((r: Rma) => r.dateSent);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await call('admin@demo.test', 'GET', `${base}/2?admin=true`);
    expect(second.data).toHaveLength(count.data.total - 35);
    const ids = new Set([...first.data, ...second.data].map((r: Rma) => r.id));
    expect(ids.size).toBe(count.data.total);
    expect((await call('admin@demo.test', 'GET', `${base}/9?admin=true`)).data).toEqual([]);
  });

  it('filters (free text) and sorts; count follows the filter', async () => {
    const filtered = await call('staff@demo.test', 'GET', `${base}/1?admin=true&filter=3001`);
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((r: Rma) => r.moovexID === '3001')).toBe(true);
    const count = await call('staff@demo.test', 'GET', `${base}/count?admin=true&filter=3001`);
    expect(count.data.total).toBe(filtered.data.length);
    const byId = await call('admin@demo.test', 'GET', `${base}/1?admin=true&sort=id`);
    const ids = byId.data.map((r: Rma) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await call('admin@demo.test', 'GET', `${base}/1?admin=true&sort=nope`)).toMatchObject({
      code: -6,
    });
  });

  it('finds RMAs by the status word the list shows, in any language, not only by the code', async () => {
    const statusesOf = (res: { data: { rows: Rma[] } }) => new Set(res.data.rows.map((r) => r.status));
    const approved = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests?admin=true&finished=true&filter=Approved',
    );
    expect(approved.data.rows.length).toBeGreaterThan(0);
    expect(statusesOf(approved)).toEqual(new Set(['APP']));
    const french = await call('service@demo.test', 'GET', '/api/rma/requests?filter=approuv%C3%A9');
    expect(french.data.rows.length).toBeGreaterThan(0);
    expect(statusesOf(french)).toEqual(new Set(['APP']));
    const spanish = await call('service@demo.test', 'GET', '/api/rma/requests?filter=rechazado');
    expect(statusesOf(spanish)).toEqual(new Set(['REJ']));
    const count = await call('admin@demo.test', 'GET', `${base}/count?admin=true&filter=approved`);
    expect(count.data.total).toBe(approved.data.rows.length);
  });

  it('answers a page again from memory until an RMA of the list changes', async () => {
    const url = `${base}/1?admin=true`;
    const first = await call('admin@demo.test', 'GET', url);
    const again = await countStatements(ctx.deps.db, () =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies['admin@demo.test'] } }),
    );
    expect(withoutSessionChecks(again.statements)).toEqual([]);
    const newest = await buildRmaRow(ctx, {
      email: 'galil@demo.test',
      dateSent: new Date(ctx.clock.now().getTime() + 60_000),
      finishedAt: new Date(ctx.clock.now().getTime() + 60_000),
      refundInvoiceNo: 'GAL-NEWEST',
    });
    await settleNotifications(ctx.deps.db);
    const after = await call('admin@demo.test', 'GET', url);
    expect((after.data as Rma[])[0].id).toBe(newest.id);
    expect((after.data as Rma[])[1].id).toBe((first.data as Rma[])[0].id);
    await ctx.deps.db.delete(rmaRequests).where(sql`${rmaRequests.id} = ${newest.id}`);
  });

  it('refuses the admin view to non-admins (-11); without it a user reads its own only', async () => {
    for (const url of [`${base}/1?admin=true`, `${base}/count?admin=true`]) {
      expect(await call('service@demo.test', 'GET', url)).toMatchObject({ http: 403, code: -11 });
    }
    const own = await call('service@demo.test', 'GET', `${base}/1`);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((r: Rma) => r.moovexID === '3001')).toBe(true);
    const galil = await call('galil@demo.test', 'GET', `${base}/count`);
    expect(galil.data.total).toBe(40);
  });

  it('exports the finished RMAs only (rmaHistory with finished: true)', async () => {
    const res = await call('admin@demo.test', 'PUT', '/api/export', { report: 'rmaHistory', finished: true });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.file, 'base64') as unknown as ArrayBuffer);
    const count = await call('admin@demo.test', 'GET', `${base}/count?admin=true`);
    expect(book.worksheets[0].rowCount).toBe(count.data.total + 1);
  });
});

describe('a page number is a bounded seek', () => {
  const history = '/api/rma/requests?admin=true&finished=true';

  /** Every row of the list in its order, walked page by page with `after` (one index range per page). */
  async function walk(query: string): Promise<number[]> {
    const ids: number[] = [];
    let after = '';
    for (;;) {
      const res = await call('admin@demo.test', 'GET', `${history}&pageSize=7${query}${after}`);
      ids.push(...res.data.rows.map((r: Rma) => r.id));
      if (!res.data.nextCursor) return ids;
      after = `&after=${res.data.nextCursor}`;
    }
  }

  it('answers page N with the rows page N always had, for every sort, with and without free text', async () => {
    const sorts = ['-dateSent', 'dateSent', 'id', '-id', 'status', '-status', 'moovexID', '-clientFullName'];
    for (const query of [
      ...sorts.map((s) => `&sort=${s}`),
      '&filter=3003',
      '&filter=3003&sort=clientFullName',
    ]) {
      const ids = await walk(query);
      expect(ids.length, query).toBeGreaterThan(14);
      for (let page = 2; page <= Math.ceil(ids.length / 7) + 1; page++) {
        const res = await call('admin@demo.test', 'GET', `${history}&pageSize=7${query}&page=${page}`);
        expect(
          res.data.rows.map((r: Rma) => r.id),
          `${query} page ${page}`,
        ).toEqual(ids.slice((page - 1) * 7, page * 7));
        expect(res.data.total, query).toBe(ids.length);
      }
    }
    // The spec's path: 35 a page.
    const ids = await walk('');
    const second = await call('admin@demo.test', 'GET', `${base}/2?admin=true`);
    expect(second.data.map((r: Rma) => r.id)).toEqual(ids.slice(35, 70));
    const sorted = await walk('&sort=clientFullName');
    const byName = await call('admin@demo.test', 'GET', `${base}/2?admin=true&sort=clientFullName`);
    expect(byName.data.map((r: Rma) => r.id)).toEqual(sorted.slice(35, 70));
  });

  it('costs one statement at any reachable depth and refuses a deeper jump (-6 naming page)', async () => {
    // Enough finished RMAs that the deepest page a number reaches has rows (one statement of the database's own).
    const [{ companyId, userId }] = await ctx.deps.db
      .select({ companyId: rmaRequests.companyId, userId: rmaRequests.userId })
      .from(rmaRequests)
      .limit(1);
    await ctx.deps.db.execute(sql`insert into rma_requests (company_id, user_id, status, finished, date_sent)
      select ${companyId}, ${userId}, 'APP', true, timestamptz '2020-01-01' - make_interval(mins => n)
      from generate_series(1, ${PAGE_SEEK_CAP + 35}) as n`);
    const inject = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies['admin@demo.test'] } });
    const deepest = Math.floor(PAGE_SEEK_CAP / 35) + 1;
    // Each page read for the first time (the answer cache keeps a page once read), after a shallow page of the
    // same statement shape has warmed the session and the prepared statement.
    for (const [warm, url] of [
      [`${base}/3?admin=true`, `${base}/2?admin=true`],
      [`${base}/3?admin=true`, `${base}/${deepest}?admin=true`],
      [`${base}/2?admin=true&filter=2019`, `${base}/${deepest}?admin=true&filter=2019`],
    ]) {
      await inject(warm);
      const log = await countStatements(ctx.deps.db, () => inject(url));
      expect(log.result.statusCode, url).toBe(200);
      const list = withoutSessionChecks(log.statements);
      expect(list.length, `${url}\n${describeStatements(log)}`).toBe(1);
      expect(JSON.parse(log.result.body).data, url).toHaveLength(35);
    }
    const beyond = `${base}/${deepest + 1}?admin=true`;
    expect(await call('admin@demo.test', 'GET', beyond)).toMatchObject({ http: 400, code: -6 });
    const log = await countStatements(ctx.deps.db, () => inject(beyond));
    expect(withoutSessionChecks(log.statements)).toEqual([]);
    const page = Math.floor(PAGE_SEEK_CAP / 7) + 2;
    expect(await call('admin@demo.test', 'GET', `${history}&pageSize=7&page=${page}`)).toMatchObject({
      code: -6,
    });
  });
});
