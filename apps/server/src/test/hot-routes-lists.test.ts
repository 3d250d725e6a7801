import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setCaching } from '../lib/cache-switch.ts';
import { applyInvalidation } from '../lib/invalidation.ts';
import { expectAnnounced, hotRoutesSuite } from './hot-routes-suite.ts';
import { countStatements, describeStatements } from './statement-count.ts';

// The lists and lookups of the spares, complete-unit and feedback modules (helper H2, migration
// list_change_notify): statements when read, none from memory, and every writer drops what it changed.
// Runs on PGlite and on PostgreSQL (DATABASE_URL); the first hot routes: hot-routes.test.ts.

const hot = hotRoutesSuite();
const { get, warmCount, readThenFromMemory } = hot;

describe('spares, complete-unit and feedback reads', () => {
  const post = (url: string, payload: object, who = hot.cookie) =>
    countStatements(hot.ctx.deps.db, () =>
      hot.ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: who } }),
    );

  it.each([
    // A cold total is counted beside the page (two statements at once); kept apart (a reference topic), the next
    // read of the page is one statement.
    {
      name: 'complete units',
      url: '/api/completeUnits?pageSize=10',
      flush: 'cu:*',
      total: 'ref:completeUnits',
    },
    { name: 'complete units (admin)', url: '/api/completeUnits?pageSize=10', flush: 'cu:*', admin: true },
    { name: 'order history', url: '/api/order?pageSize=10', flush: 'ord:*', total: 'ref:orders' },
    {
      name: 'order history (admin)',
      url: '/api/order?pageSize=10',
      flush: 'ord:*',
      total: 'ref:orders',
      admin: true,
    },
    { name: 'feedback history', url: '/api/feedback?pageSize=10', flush: 'fb:*', total: 'ref:feedback' },
    { name: 'feedback history (admin)', url: '/api/feedback?pageSize=10', flush: 'fb:*', admin: true },
    // Free text counts in the page's statement; the cart has no count.
    { name: 'feedback, free text', url: '/api/feedback?pageSize=10&filter=SN', flush: 'fb:*' },
    { name: 'cart', url: '/api/cart', flush: 'cart:*' },
  ])('$name: one statement read, none from memory', async ({ url, flush, total, admin }) => {
    const who = admin ? hot.adminCookie : hot.cookie;
    const { read } = await readThenFromMemory(url, flush, who);
    expect(read.count, describeStatements(read)).toBe(1);
    if (total) {
      // The total dropped too: the page and its count, at once.
      applyInvalidation(hot.ctx.deps.db, [flush, total]);
      const cold = await get(url, who);
      expect(cold.count, describeStatements(cold)).toBe(2);
    }
  });

  it('part search: one statement read (the brand visibility in it), then none from memory', async () => {
    const body = { searchType: 'global', input: 'brush' };
    await post('/api/robots/parts', body);
    applyInvalidation(hot.ctx.deps.db, ['search:*']);
    const read = await post('/api/robots/parts', body);
    expect(read.result.json().data.rows.length).toBeGreaterThan(0);
    expect(read.count, describeStatements(read)).toBe(1);
    const fromMemory = await post('/api/robots/parts', body);
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
    expect(fromMemory.result.body).toBe(read.result.body);
  });

  it('part search with the caches off (CACHE=off): one statement, the brand visibility in it', async () => {
    setCaching(hot.ctx.deps.db, false);
    try {
      for (const body of [
        { searchType: 'pn', input: 'AB-MTR-S300A' },
        { searchType: 'global', input: 'brush' },
        { searchType: 'robot', input: 'swift' },
      ]) {
        for (const who of [hot.cookie, hot.adminCookie]) {
          // The session from memory (its cache stays on): the count is the search's own.
          await post('/api/robots/parts', body, who);
          const read = await post('/api/robots/parts', body, who);
          expect(read.result.statusCode, read.result.body).toBe(200);
          expect(read.count, describeStatements(read)).toBe(1);
        }
      }
    } finally {
      setCaching(hot.ctx.deps.db, true);
    }
  });

  it('lists with the caches off (CACHE=off): the page and its total in one statement', async () => {
    setCaching(hot.ctx.deps.db, false);
    try {
      // First pages (a page past the end asks for its total alone).
      for (const url of [
        '/api/order?pageSize=10',
        '/api/completeUnits?pageSize=10',
        '/api/feedback?pageSize=10',
      ]) {
        for (const who of [hot.cookie, hot.adminCookie]) {
          await get(url, who);
          const read = await get(url, who);
          expect(read.result.statusCode, read.result.body).toBe(200);
          expect(read.count, `${url}: ${describeStatements(read)}`).toBe(1);
        }
      }
    } finally {
      setCaching(hot.ctx.deps.db, true);
    }
  });

  it('no N+1: a list page of 1 row and of 50 send as many statements', async () => {
    for (const [url, flush] of [
      ['/api/completeUnits?pageSize=', 'cu:*'],
      ['/api/order?pageSize=', 'ord:*'],
      ['/api/feedback?pageSize=', 'fb:*'],
    ]) {
      const counts: number[] = [];
      for (const n of [1, 50]) {
        await warmCount(`${url}${n}`, hot.adminCookie);
        applyInvalidation(hot.ctx.deps.db, [flush]);
        counts.push((await get(`${url}${n}`, hot.adminCookie)).count);
      }
      expect(counts, url).toEqual([1, 1]);
    }
  });

  it('every table behind these answers announces its writes', async () => {
    await expectAnnounced(hot.ctx, [
      ['update orders set city = city where id = (select min(id) from orders)', /^ord:c:\d+$/],
      ['update orders set city = city where id = (select min(id) from orders)', /^ref:orders$/],
      [
        'update feedback_reports set status = status where id = (select min(id) from feedback_reports)',
        /^fb:c:\d+$/,
      ],
      [
        'update feedback_reports set status = status where id = (select min(id) from feedback_reports)',
        /^ref:feedback$/,
      ],
      [
        'update complete_units set status = status where id = (select min(id) from complete_units)',
        /^cu:all$/,
      ],
      [
        'update complete_units set status = status where id = (select min(id) from complete_units)',
        /^ref:completeUnits$/,
      ],
      ['update companies set name = name where false', /^ord:\*$/],
      ['update workbook_parts set amount = amount where false', /^search:\*$/],
      ['update part_prices set amount_minor = amount_minor where false', /^cart:\*$/],
      ['update company_brands set brand_id = brand_id where false', /^ref:catalogue$/],
      ["update users set name = name || '.' where id = (select min(id) from users)", /^ord:\*$/],
      ['update users set name = left(name, -1) where id = (select min(id) from users)', /^ord:\*$/],
    ]);
  });

  it('a write past the app shows at once: order history, feedback status, complete-unit status', async () => {
    const data = async (url: string, who = hot.adminCookie) =>
      (await hot.ctx.app.inject({ method: 'GET', url, headers: { cookie: who } })).json().data;
    const orders = await data('/api/order?pageSize=1');
    await hot.ctx.deps.db.execute(
      sql`update orders set city = 'Trigger City' where id = ${orders.rows[0].id}`,
    );
    expect((await data('/api/order?pageSize=1')).rows[0].city).toBe('Trigger City');
    const feedback = await data('/api/feedback?pageSize=1');
    const before = feedback.rows[0].status;
    await hot.ctx.deps.db.execute(
      sql`update feedback_reports set status = 'CLS' where id = ${feedback.rows[0].id}`,
    );
    expect((await data('/api/feedback?pageSize=1')).rows[0].status).toBe('CLS');
    await hot.ctx.deps.db.execute(
      sql`update feedback_reports set status = ${before} where id = ${feedback.rows[0].id}`,
    );
    const units = await data('/api/completeUnits?pageSize=1&status=APP');
    const total = units.total;
    await hot.ctx.deps.db.execute(
      sql`update complete_units set status = 'APP' where id = (select min(id) from complete_units where status <> 'APP')`,
    );
    expect((await data('/api/completeUnits?pageSize=1&status=APP')).total).toBe(total + 1);
  });
});
