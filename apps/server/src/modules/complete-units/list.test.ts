import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { useCallers } from '../../test/callers.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';
import { todayOf } from './test-helpers.ts';

// The demo seed: service 3001 has SN100050-52, riviera 3002 SN100053, galil 3003 SN100054 and SN100056,
// the distributor 2001 SN100055 (45 days old).
let ctx: TestContext;
const { as, cookies } = useCallers(
  ['service@demo.test', 'galil@demo.test', 'admin@demo.test', 'staff@demo.test', 'distributor@demo.test'],
  (c) => {
    ctx = c;
  },
);

const sns = (res: { data: { rows: { sn: string }[] } }) => res.data.rows.map((r) => r.sn);

describe('GET /api/completeUnits', () => {
  it('answers only the requests the caller may see, newest first', async () => {
    const service = await as('service@demo.test')('GET', '/api/completeUnits');
    expect(service.data.total).toBe(3);
    expect(sns(service)).toEqual(['SN100050', 'SN100051', 'SN100052']);
    expect((await as('galil@demo.test')('GET', '/api/completeUnits')).data.total).toBe(2);
    // A distributor sees its own and its service centres' (riviera 3002 sits under it).
    const distributor = await as('distributor@demo.test')('GET', '/api/completeUnits');
    expect(sns(distributor).sort()).toEqual(['SN100053', 'SN100055']);
    expect((await as('admin@demo.test')('GET', '/api/completeUnits')).data.total).toBe(7);
    expect((await as('staff@demo.test')('GET', '/api/completeUnits')).data.total).toBe(7);
  });

  it('pages and sorts on the server', async () => {
    const page2 = await as('admin@demo.test')('GET', '/api/completeUnits?page=2&pageSize=2&sort=sn');
    expect(page2.data.total).toBe(7);
    expect(sns(page2)).toEqual(['SN100052', 'SN100053']);
    const desc = await as('admin@demo.test')('GET', '/api/completeUnits?pageSize=1&sort=-sn');
    expect(sns(desc)).toEqual(['SN100056']);
    const bad = await as('admin@demo.test')('GET', '/api/completeUnits?sort=password');
    expect(bad).toMatchObject({ http: 400, code: -6, data: { field: 'sort' } });
  });

  it('filters by status, text and date range (the end date counts whole)', async () => {
    const admin = as('admin@demo.test');
    expect(sns(await admin('GET', '/api/completeUnits?status=APP'))).toEqual(['SN100052']);
    expect(sns(await admin('GET', '/api/completeUnits?filter=100054'))).toEqual(['SN100054']);
    expect(sns(await admin('GET', '/api/completeUnits?filter=Galil'))).toEqual(['SN100054', 'SN100056']);
    expect((await admin('GET', '/api/completeUnits?filter=levi')).data.total).toBe(1);
    const today = todayOf(ctx);
    const last30 = await admin('GET', `/api/completeUnits?fromDate=${today - 30 * 86400}&toDate=${today}`);
    expect(last30.data.total).toBe(6);
    const onlyOld = await admin(
      'GET',
      `/api/completeUnits?fromDate=${today - 50 * 86400}&toDate=${today - 40 * 86400}`,
    );
    expect(sns(onlyOld)).toEqual(['SN100055']);
    // toDate is a date: yesterday's end excludes the request of 2 days ago only when it is not that day.
    const upToTwoDaysAgo = await admin('GET', `/api/completeUnits?toDate=${today - 2 * 86400}`);
    expect(sns(upToTwoDaysAgo)).toContain('SN100050');
  });

  it('finds requests by the robot model the list shows (its name or PN), within what the caller sees', async () => {
    const admin = as('admin@demo.test');
    const byName = await admin('GET', '/api/completeUnits?filter=WaveMaster');
    expect(sns(byName).sort()).toEqual(['SN100050', 'SN100053', 'SN100056']);
    expect(byName.data.rows.every((r: { robotDesc: string }) => r.robotDesc.includes('WaveMaster'))).toBe(
      true,
    );
    expect(sns(await admin('GET', '/api/completeUnits?filter=cruiser%2020'))).toEqual(['SN100053']);
    expect(sns(await admin('GET', '/api/completeUnits?filter=WM-P90'))).toEqual(['SN100050']);
    expect(sns(await as('service@demo.test')('GET', '/api/completeUnits?filter=WaveMaster'))).toEqual([
      'SN100050',
    ]);
  });

  it('filters by customer (company number) for provider staff only', async () => {
    const admin = await as('admin@demo.test')('GET', '/api/completeUnits?moovexID=3003');
    expect(sns(admin)).toEqual(['SN100054', 'SN100056']);
    const staff = await as('staff@demo.test')('GET', '/api/completeUnits?moovexID=3001');
    expect(staff.data.total).toBe(3);
    // Others cannot use it to look at another company: the filter is ignored, visibility still applies.
    const service = await as('service@demo.test')('GET', '/api/completeUnits?moovexID=3003');
    expect(sns(service)).toEqual(['SN100050', 'SN100051', 'SN100052']);
  });

  it('answers the credit and the service centre of each row (the list columns only)', async () => {
    const res = await as('galil@demo.test')('GET', '/api/completeUnits?status=RET');
    expect(res.data.rows[0]).toMatchObject({
      aquaCreditAmount: 950,
      aquaCreditCurrency: 'ILS',
      moovexID: '3003',
      robotDesc: expect.any(String),
    });
    // The whole request (requester, address, comments) is GET /api/completeUnits/{id}.
    expect(res.data.rows[0]).not.toHaveProperty('comments');
    expect(res.data).toMatchObject({ totalCapped: false, nextCursor: null });
  });

  it('costs the same few statements for a page of 1 row and of 50 (no N+1)', async () => {
    const cookie = await ctx.login('admin@demo.test');
    for (const pageSize of [1, 50]) {
      const log = await countStatements(ctx.deps.db, () =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/completeUnits?pageSize=${pageSize}`,
          headers: { cookie },
        }),
      );
      expect(log.result.statusCode).toBe(200);
      // session + rows + count
      expect(log.count, describeStatements(log)).toBeLessThanOrEqual(3);
    }
  });

  it('refuses a bad query with -6', async () => {
    const res = await as('admin@demo.test')('GET', '/api/completeUnits?status=XXX&pageSize=500');
    expect(res.http).toBe(400);
    expect(res.code).toBe(-6);
  });
});

describe('PUT /api/export completeUnitRequests', () => {
  async function rowsOf(email: string, payload: object) {
    const res = await as(email)('PUT', '/api/export', {
      type: 'excel',
      report: 'completeUnitRequests',
      ...payload,
    });
    expect(res.status).toBe(true);
    expect(res.data.fileName).toBe('complete-unit-requests.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows: unknown[][] = [];
    const numFmts: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
      if (n > 1) row.eachCell((cell) => cell.numFmt && numFmts.push(cell.numFmt));
    });
    return { header, rows, numFmts };
  }

  it('exports only the rows the caller may see, with the list filters', async () => {
    const service = await rowsOf('service@demo.test', {});
    expect(service.rows).toHaveLength(3);
    expect(service.header).not.toContain('Service centre');
    const admin = await rowsOf('admin@demo.test', {});
    expect(admin.rows).toHaveLength(7);
    expect(admin.header).toContain('Service centre');
    expect(admin.header).toContain('Customer');
    const approved = await rowsOf('admin@demo.test', { status: 'APP' });
    expect(approved.rows).toHaveLength(1);
    // The credit is a number with a currency format (it adds up in Excel), not text.
    expect(approved.rows[0]).toContain(420);
    expect(approved.numFmts).toContain('"$"#,##0.00;-"$"#,##0.00');
    const notCredited = await rowsOf('galil@demo.test', { filter: 'SN100054' });
    expect(notCredited.rows[0]).toContain('Not credited');
  });

  it('writes the credit and the status as the list does, in the reader language', async () => {
    const french = await buildUser(ctx, {
      like: 'admin@demo.test',
      typeId: 1,
      language: 'fra',
      email: 'fr-admin@units.test',
    });
    cookies[french.email] = await ctx.login(french.email);
    const approved = await rowsOf(french.email, { status: 'APP' });
    expect(approved.rows[0]).toContain(420);
    expect(approved.rows[0]).toContain('Approuvé');
    const returned = await rowsOf(french.email, { status: 'RET' });
    expect(returned.rows[0]).toContain(950);
    expect(returned.numFmts).toContain('#,##0.00 "₪";-#,##0.00 "₪"');
    expect(returned.rows[0]).toContain('Retourné');
  });

  it('never exports chosen ids of another company', async () => {
    const all = await as('admin@demo.test')('GET', '/api/completeUnits?pageSize=50');
    const ids = all.data.rows.map((r: { id: number }) => r.id);
    const service = await rowsOf('service@demo.test', { ids });
    expect(service.rows).toHaveLength(3);
  });
});
