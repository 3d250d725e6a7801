// The RMA lists' paging pattern (docs/performance.md "Hot paths — lists"): keyset continuity across pages
// for every sort, maintained and capped counts, index-backed filters, ownership and statement counts.
import { COUNT_CAP } from '@poolside/contract/lists';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/companies.ts';
import { rmaRequests } from '../../../db/schema/rma.ts';
import { applyInvalidation } from '../../../lib/invalidation.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { countStatements, describeStatements } from '../../../test/statement-count.ts';
import { userIdOf } from '../../../test/users.ts';
import { caller } from '../../../test/factories.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
const cookies: Record<string, string> = {};
const emails = ['admin@demo.test', 'service@demo.test', 'galil@demo.test'];
let galilId: number;
let galilUser: number;

type Row = {
  id: number;
  status: string;
  dateSent: number;
  moovexID: string;
  green: number;
  finished: boolean;
};
type Page = { rows: Row[]; total: number; totalCapped: boolean; nextCursor: string | null };

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of emails) cookies[email] = await ctx.login(email);
  call = caller(ctx, cookies);
  [{ id: galilId }] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3003'));
  galilUser = await userIdOf(ctx, 'galil@demo.test');
  // 60 RMAs of Galil sent at only 6 distinct instants: pages must break the ties by id.
  const base = Date.UTC(2025, 0, 15, 10);
  await ctx.deps.db.insert(rmaRequests).values(
    Array.from({ length: 60 }, (_, i) => ({
      companyId: galilId,
      userId: galilUser,
      status: ['SNT', 'REC', 'PRO', 'CLS'][i % 4],
      finished: i % 4 === 3,
      dateSent: new Date(base + (i % 6) * 86400_000),
    })),
  );
});
afterAll(async () => {
  await ctx?.close();
});

/** Every page of a list, following nextCursor; checks each page's size. */
async function walk(email: string, url: string, pageSize: number): Promise<{ rows: Row[]; pages: Page[] }> {
  const pages: Page[] = [];
  let after: string | null = null;
  for (let page = 1; page < 100; page++) {
    const res = await call(
      email,
      'GET',
      `${url}&pageSize=${pageSize}&page=${page}${after ? `&after=${after}` : ''}`,
    );
    expect(res.status, JSON.stringify(res)).toBe(true);
    pages.push(res.data);
    after = res.data.nextCursor;
    if (!after) break;
    expect(res.data.rows).toHaveLength(pageSize);
  }
  return { rows: pages.flatMap((p) => p.rows), pages };
}

describe('keyset paging', () => {
  it('walks every sort without skipping or repeating a row, ties broken by id', async () => {
    const all = await call('galil@demo.test', 'GET', '/api/rma/requests?pageSize=200');
    const total = all.data.total;
    expect(total).toBe(all.data.rows.length);
    expect(total).toBeGreaterThanOrEqual(60);
    for (const sort of [
      '-dateSent',
      'dateSent',
      'id',
      '-id',
      'status',
      '-status',
      'green',
      '-red',
      'moovexID',
    ]) {
      const { rows } = await walk('galil@demo.test', `/api/rma/requests?sort=${sort}`, 7);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids.length, sort).toBe(total);
      // The same order as one big page: the keyset continues exactly where the offset would.
      const onePage = await call('galil@demo.test', 'GET', `/api/rma/requests?sort=${sort}&pageSize=200`);
      expect(ids, sort).toEqual(onePage.data.rows.map((r: Row) => r.id));
    }
    const { rows } = await walk('galil@demo.test', '/api/rma/requests?sort=-dateSent', 7);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.dateSent > b.dateSent || (a.dateSent === b.dateSent && a.id > b.id)).toBe(true);
    }
  });

  it('answers an offset page when no cursor is given, and refuses a cursor of another list or sort (-6)', async () => {
    const first = await call('galil@demo.test', 'GET', '/api/rma/requests?pageSize=5');
    const viaOffset = await call('galil@demo.test', 'GET', '/api/rma/requests?pageSize=5&page=2');
    const viaCursor = await call(
      'galil@demo.test',
      'GET',
      `/api/rma/requests?pageSize=5&page=2&after=${first.data.nextCursor}`,
    );
    expect(viaCursor.data.rows).toEqual(viaOffset.data.rows);
    for (const after of [first.data.nextCursor, 'bm9wZQ', 'WyJ4Il0']) {
      const res = await call('galil@demo.test', 'GET', `/api/rma/requests?pageSize=5&sort=id&after=${after}`);
      expect(res).toMatchObject({ http: 400, code: -6, data: { field: 'after' } });
    }
    expect(await call('galil@demo.test', 'GET', '/api/rma/requests?sort=nope')).toMatchObject({ code: -6 });
  });
});

describe('counts', () => {
  it('keeps the maintained counts right through sends, status changes and finishing', async () => {
    const count = async (url: string) => (await call('admin@demo.test', 'GET', url)).data.total;
    const [{ n: all }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(rmaRequests);
    expect(await count('/api/rma/requests?admin=true&pageSize=1')).toBe(all);
    const finished = await count('/api/rma/requests?admin=true&finished=true&pageSize=1');
    const rec = await count('/api/rma/requests?admin=true&status=REC&pageSize=1');
    const galil = await count('/api/rma/requests?admin=true&pageSize=1&filter=3003');
    const [rma] = await ctx.deps.db
      .insert(rmaRequests)
      .values({ companyId: galilId, userId: galilUser, status: 'SNT' })
      .returning();
    await ctx.deps.db.update(rmaRequests).set({ status: 'REC' }).where(eq(rmaRequests.id, rma.id));
    expect(await count('/api/rma/requests?admin=true&status=REC&pageSize=1')).toBe(rec + 1);
    await ctx.deps.db.update(rmaRequests).set({ finished: true }).where(eq(rmaRequests.id, rma.id));
    expect(await count('/api/rma/requests?admin=true&finished=true&pageSize=1')).toBe(finished + 1);
    expect(await count('/api/rma/requests?admin=true&pageSize=1')).toBe(all + 1);
    expect(await count('/api/rma/requests?admin=true&pageSize=1&filter=3003')).toBe(galil + 1);
    expect((await call('galil@demo.test', 'GET', '/api/rma/requests?pageSize=1')).data.total).toBe(galil + 1);
    await ctx.deps.db.delete(rmaRequests).where(eq(rmaRequests.id, rma.id));
    expect(await count('/api/rma/requests?admin=true&pageSize=1')).toBe(all);
    // An empty page past the end still carries the total.
    const past = await call('admin@demo.test', 'GET', '/api/rma/requests?admin=true&pageSize=200&page=500');
    expect(past.data).toMatchObject({ rows: [], total: all, nextCursor: null });
  });

  it('caps a free-text count at COUNT_CAP and says so', async () => {
    await ctx.deps.db.execute(sql`insert into rma_requests (company_id, user_id, status, finished, date_sent)
      select ${galilId}, ${galilUser}, 'CLS', true, now() - g * interval '1 minute'
      from generate_series(1, ${COUNT_CAP + 20}) as g`);
    const res = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests?admin=true&finished=true&pageSize=35&filter=3003',
    );
    expect(res.data).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(res.data.rows).toHaveLength(35);
    const exact = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests?admin=true&finished=true&pageSize=1',
    );
    expect(exact.data.totalCapped).toBe(false);
    expect(exact.data.total).toBeGreaterThan(COUNT_CAP);
    const spec = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests/finished/a/a/count?admin=true&filter=3003',
    );
    expect(spec.data).toEqual({ total: COUNT_CAP, totalCapped: true });
    await ctx.deps.db.execute(sql`delete from rma_requests where company_id = ${galilId} and status = 'CLS'
      and date_sent > now() - interval '1 day' and id not in (select parent_id from rma_lines where parent_id is not null)`);
  });
});

describe('filters', () => {
  it('matches an RMA number, a customer, a user, a status (code or label) and a date', async () => {
    const rows = async (q: string) =>
      (await call('admin@demo.test', 'GET', `/api/rma/requests?admin=true&pageSize=200&${q}`)).data
        .rows as Row[];
    const some = (await rows('filter=3003'))[0];
    expect((await rows(`filter=%23${some.id}`)).map((r) => r.id)).toContain(some.id);
    expect((await rows('filter=Galil')).every((r) => r.moovexID === '3003')).toBe(true);
    // A status is named by its code or its word in any language: "pro" is PRO and also "Approved" (APP).
    expect(new Set((await rows('filter=pro')).map((r) => r.status))).toEqual(new Set(['PRO', 'APP']));
    expect((await rows('filter=processing')).every((r) => r.status === 'PRO')).toBe(true);
    // "Reçu" is REC's label in French: the screen sends labelStatuses=REC.
    expect((await rows('filter=re%C3%A7u&labelStatuses=REC')).every((r) => r.status === 'REC')).toBe(true);
    expect(await call('admin@demo.test', 'GET', '/api/rma/requests?labelStatuses=NOPE')).toMatchObject({
      code: -6,
    });
    const day = await rows('filter=16%2F01%2F2025');
    expect(day.length).toBe(10);
    expect(day.every((r) => new Date(r.dateSent * 1000).toISOString().startsWith('2025-01-16'))).toBe(true);
    expect((await rows('filter=01%2F2025')).length).toBeGreaterThanOrEqual(60);
    expect(await rows('filter=zzzz-nothing')).toEqual([]);
    const status = await rows('status=CLS&finished=true');
    expect(status.every((r) => r.status === 'CLS' && r.finished)).toBe(true);
  });
});

describe('ownership', () => {
  it('shows a partner its own RMAs only, on every list and page; admin views need provider staff', async () => {
    const { rows } = await walk('service@demo.test', '/api/rma/requests?sort=id', 3);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.moovexID === '3001')).toBe(true);
    const unfinished = await call('service@demo.test', 'GET', '/api/rma/requests/unfinished?pageSize=200');
    expect(unfinished.data.rows.every((r: Row) => r.moovexID === '3001' && !r.finished)).toBe(true);
    // Galil's text does not reach another company's list; a cursor does not widen it either.
    const galil = await call('galil@demo.test', 'GET', '/api/rma/requests?pageSize=1');
    const asService = await call(
      'service@demo.test',
      'GET',
      `/api/rma/requests?pageSize=5&page=2&after=${galil.data.nextCursor}&filter=3003`,
    );
    expect(asService.data.rows).toEqual([]);
    expect(asService.data.total).toBe(0);
    for (const url of ['/api/rma/requests?admin=true', '/api/rma/requests/unfinished?admin=true']) {
      expect(await call('service@demo.test', 'GET', url)).toMatchObject({ http: 403, code: -11 });
    }
  });
});

describe('statement counts', () => {
  it('answers a page and its total in one statement, then from memory until its data changes', async () => {
    for (const url of [
      '/api/rma/requests?pageSize=35',
      '/api/rma/requests?pageSize=35&status=REC',
      '/api/rma/requests?pageSize=35&filter=3003',
      '/api/rma/requests/unfinished?admin=true&pageSize=50',
      '/api/rma/requests?admin=true&finished=true&pageSize=35',
      '/api/rma/not_sent?admin=true&pageSize=50',
      '/api/users?pageSize=50',
      '/api/users?pageSize=50&filter=demo',
    ]) {
      const email =
        url.includes('admin=true') || url.includes('users') ? 'admin@demo.test' : 'galil@demo.test';
      const inject = () => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[email] } });
      await inject(); // warm: the session and the prepared statement
      // Drop the kept answer as a write's trigger would (lib/answer-cache.ts), so the list is read.
      const flush = url.includes('not_sent') ? 'drafts:*' : url.includes('users') ? 'users:*' : 'rma:*';
      applyInvalidation(ctx.deps.db, [flush]);
      const log = await countStatements(ctx.deps.db, inject);
      expect(log.result.statusCode, url).toBe(200);
      const listStatements = log.statements.filter((s) => !/\bsessions\b/.test(s));
      expect(listStatements.length, `${url}\n${describeStatements(log)}`).toBe(1);
      expect(log.count, `${url}\n${describeStatements(log)}`).toBeLessThanOrEqual(2);
      const fromMemory = await countStatements(ctx.deps.db, inject);
      expect(fromMemory.count, `${url}\n${describeStatements(fromMemory)}`).toBe(0);
      expect(fromMemory.result.body, url).toBe(log.result.body);
    }
  });
});

describe('admin not-sent summary', () => {
  it('pages, sorts and keeps by warranty on the server, with the overall counts on every page', async () => {
    const all = await call('admin@demo.test', 'GET', '/api/rma/not_sent?admin=true&pageSize=200');
    const groups = all.data.rows as { userID: number; green: number; red: number; moovexID: string }[];
    expect(all.data.total).toBe(groups.length);
    expect(all.data.green).toBe(groups.reduce((n, r) => n + r.green, 0));
    const seen: number[] = [];
    for (let page = 1; page <= groups.length; page++) {
      const res = await call(
        'admin@demo.test',
        'GET',
        `/api/rma/not_sent?admin=true&pageSize=1&page=${page}`,
      );
      expect(res.data).toMatchObject({ total: groups.length, green: all.data.green, red: all.data.red });
      seen.push(res.data.rows[0].userID);
    }
    expect(seen).toEqual(groups.map((g) => g.userID));
    const red = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/not_sent?admin=true&pageSize=200&warranty=red',
    );
    expect(red.data.rows.every((r: { red: number }) => r.red > 0)).toBe(true);
    expect(red.data.total).toBe(groups.filter((g) => g.red > 0).length);
    expect(red.data.green).toBe(all.data.green);
    const none = await call('admin@demo.test', 'GET', '/api/rma/not_sent?admin=true&warranty=none');
    expect(none.data).toMatchObject({ rows: [], total: 0, green: all.data.green });
    const byGreen = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/not_sent?admin=true&pageSize=200&sort=-green',
    );
    const greens = byGreen.data.rows.map((r: { green: number }) => r.green);
    expect(greens).toEqual([...greens].sort((a, b) => b - a));
    const one = await call('admin@demo.test', 'GET', '/api/rma/not_sent?admin=true&customer=3001');
    expect(one.data.rows.every((r: { moovexID: string }) => r.moovexID === '3001')).toBe(true);
    expect(await call('admin@demo.test', 'GET', '/api/rma/not_sent?admin=true&sort=nope')).toMatchObject({
      code: -6,
    });
  });
});

describe('users list', () => {
  it('walks the users by cursor without gaps, filters through the indexes and counts them', async () => {
    for (const sort of ['id', '-name', 'email', 'centerMoovexID']) {
      const { rows, pages } = await walk('admin@demo.test', `/api/users?sort=${sort}`, 3);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids.length, sort).toBe(pages[0].total);
      const onePage = await call('admin@demo.test', 'GET', `/api/users?sort=${sort}&pageSize=200`);
      expect(ids, sort).toEqual(onePage.data.rows.map((r: { id: number }) => r.id));
    }
    const filtered = await call('admin@demo.test', 'GET', '/api/users?pageSize=200&filter=galil');
    expect(filtered.data.rows.length).toBeGreaterThan(0);
    expect(filtered.data.total).toBe(filtered.data.rows.length);
    const byCompany = await call('admin@demo.test', 'GET', '/api/users?pageSize=200&filter=3003');
    expect(byCompany.data.rows.every((r: { centerMoovexID: string }) => r.centerMoovexID === '3003')).toBe(
      true,
    );
  });
});
