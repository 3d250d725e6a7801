import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { buildRmaRow } from '../../../test/factories.ts';
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
