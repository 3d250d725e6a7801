import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/callers.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { params, quarter, type StatisticsData, startStatisticsSuite } from './test-helpers.ts';

// What PUT and POST /api/statistics refuse (JSON envelopes both), and the Excel file POST answers; each report's
// rows: statistics.test.ts.

let ctx: TestContext;
let data: StatisticsData;
let admin: Caller;
let cookies: Record<string, string>;

beforeAll(async () => {
  ({ ctx, data, admin, cookies } = await startStatisticsSuite());
});
afterAll(async () => {
  await ctx?.close();
});

describe('statistics refusals', () => {
  it('answers -5 without a session and -11 to partners, for the data and the file', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const anonymous = await ctx.app.inject({
        method,
        url: '/api/statistics',
        payload: { reportType: 'RMA' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe(-5);
      for (const email of ['service@demo.test', 'distributor@demo.test']) {
        const res = await ctx.app.inject({
          method,
          url: '/api/statistics',
          payload: { reportType: 'RMA' },
          headers: { cookie: cookies[email] },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: false, code: -11, data: null });
      }
    }
  });

  it('requires a report type (-12 at reportType) and refuses an unknown one (-6)', async () => {
    expect(await admin('PUT', '/api/statistics', { reportParams: [] })).toEqual({
      http: 400,
      status: false,
      code: -12,
      data: { field: 'reportType', fields: ['reportType'] },
    });
    expect(await admin('POST', '/api/statistics', {})).toMatchObject({
      code: -12,
      data: { field: 'reportType' },
    });
    expect(await admin('PUT', '/api/statistics', { reportType: 'SALES' })).toMatchObject({
      http: 400,
      code: -6,
      data: { field: 'reportType' },
    });
  });

  it('names a missing required parameter (-12) and an invalid one (-6)', async () => {
    expect(await admin('PUT', '/api/statistics', { reportType: 'UNUSUAL_CUSTOMER_FEEDBACKS' })).toMatchObject(
      {
        http: 400,
        code: -12,
        data: { field: 'amountToCheck' },
      },
    );
    expect(
      await admin('PUT', '/api/statistics', {
        reportType: 'UNUSUAL_CUSTOMER_FEEDBACKS',
        reportParams: params({ amountToCheck: 0 }),
      }),
    ).toMatchObject({ code: -6, data: { field: 'amountToCheck' } });
    expect(await admin('PUT', '/api/statistics', { reportType: 'FEEDBACK_RESPONSE_TIME' })).toMatchObject({
      code: -12,
      data: { field: 'responseTime' },
    });
    expect(
      await admin('PUT', '/api/statistics', { reportType: 'RMA', reportParams: params({ status: 'LOST' }) }),
    ).toMatchObject({ code: -6, data: { field: 'status' } });
    expect(
      await admin('PUT', '/api/statistics', {
        reportType: 'RMA',
        reportParams: params({ fromDate: quarter.toDate, toDate: quarter.fromDate }),
      }),
    ).toMatchObject({ http: 400, code: -6, data: { field: 'toDate', reason: 'beforeFrom' } });
  });

  it('drops parameters the report does not take and reads numbers sent as text', async () => {
    const res = await admin('PUT', '/api/statistics', {
      reportType: 'USERS_LOGINS',
      reportSubType: 'anything',
      reportParams: [
        ...params({ fromDate: String(quarter.fromDate), toDate: String(quarter.toDate) }),
        { name: 'amountToCheck', value: 'x' },
        { name: 'nonsense', value: 1 },
      ],
    });
    expect(res.status).toBe(true);
    expect(res.data.rows).toHaveLength(3);
  });
});

describe('POST /api/statistics: the Excel file', () => {
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  /** POSTs the report's body as `email` (the admin by default); the answer is the file itself. */
  const postFile = (body: object, cookie = cookies['admin@demo.test']) =>
    ctx.app.inject({ method: 'POST', url: '/api/statistics', payload: body, headers: { cookie } });

  async function sheetOf(file: Buffer) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  it('answers the file itself under its name, never kept by a cache (no base64 in JSON)', async () => {
    const res = await postFile({ reportType: 'RMA', reportParams: params(quarter) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(xlsxType);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statistics-rma-2031-01-01-2031-03-31.xlsx"; filename*=UTF-8\'\'statistics-rma-2031-01-01-2031-03-31.xlsx',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // An xlsx is a zip: its first bytes are the zip signature.
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("holds the table's rows under headers in the reader's language", async () => {
    const res = await postFile({ reportType: 'RMA', reportParams: params(quarter) });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rows).toEqual([
      ['Period', 'RMAs', 'Lines', 'Under warranty', 'Not under warranty'],
      ['01/2031', 1, 2, 1, 1],
      ['02/2031', 2, 4, 3, 1],
      ['03/2031', 0, 0, 0, 0],
    ]);

    const french = await buildUser(ctx, { typeId: 2, language: 'fra' });
    const frCookie = await ctx.login(french.email);
    const fr = await postFile(
      { reportType: 'FEEDBACK_BY_DEPARTMENT', reportParams: params(quarter) },
      frCookie,
    );
    const frSheet = await sheetOf(fr.rawPayload);
    expect(frSheet.name).toBe('Avis par service');
    expect(frSheet.rows).toEqual([
      ['Service', 'Avis', 'Ouvert', 'Clôturé'],
      ['Développement', 2, 1, 1],
      ['Production', 2, 1, 1],
      ['Documentation', 0, 0, 0],
      ['Non renseigné', 1, 1, 0],
    ]);
  });

  it('writes moments as dates and text that looks like a formula as text', async () => {
    const res = await postFile({
      reportType: 'USERS_LOGINS',
      reportParams: params({ ...quarter, clientNumber: data.beta.number }),
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rows[0]).toEqual(['User', 'E-mail', 'Customer number', 'Customer', 'Logins', 'Last login']);
    expect(sheet.rows[1][5]).toBeInstanceOf(Date);
    expect((sheet.rows[1][5] as Date).toISOString()).toBe('2031-02-01T08:00:00.000Z');

    // May: a root reason a handler typed as a formula stays text.
    const may = await postFile({
      reportType: 'FEEDBACK_BY_ROOT_CAUSE',
      reportParams: params({ fromDate: Date.UTC(2031, 4, 1) / 1000, toDate: Date.UTC(2031, 4, 31) / 1000 }),
    });
    const reasons = (await sheetOf(may.rawPayload)).rows.slice(1).map((r) => r[0]);
    expect(reasons).toHaveLength(2);
    const formula = reasons.find((r) => String(r).includes('SUM(A1:A9)'));
    expect(typeof formula).toBe('string');
  });
});
