import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/callers.ts';
import type { TestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';
import { params, quarter, type StatisticsData, startStatisticsSuite } from './test-helpers.ts';

// Each report on the fixed data set (test-helpers.ts); the refusals and the Excel file: statistics-requests.test.ts.

let ctx: TestContext;
let data: StatisticsData;
let admin: Caller;
let staff: Caller;
let cookies: Record<string, string>;

beforeAll(async () => {
  ({ ctx, data, admin, staff, cookies } = await startStatisticsSuite());
});
afterAll(async () => {
  await ctx?.close();
});

/** The quarter's report of a type with more parameters; answers the data (asserting success). */
async function report(reportType: string, extra: Record<string, string | number | null> = {}, as = admin) {
  const res = await as('PUT', '/api/statistics', {
    reportType,
    reportParams: params({ ...quarter, ...extra }),
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return res.data;
}

/** The rows without the columns a test does not name. */
const pick = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

describe('PUT /api/statistics: each report on the fixed data set', () => {
  it('RMA: RMAs and lines per month, green and red, with every filter', async () => {
    const all = await report('RMA');
    expect(all).toMatchObject({ fromDate: quarter.fromDate, toDate: quarter.toDate, period: 'month' });
    expect(all.rows).toEqual([
      { period: '2031-01', rmas: 1, lines: 2, green: 1, red: 1 },
      { period: '2031-02', rmas: 2, lines: 4, green: 3, red: 1 },
      { period: '2031-03', rmas: 0, lines: 0, green: 0, red: 0 },
    ]);
    expect(all.chart).toEqual({ dataKey: 'period', series: ['green', 'red'], stacked: true, data: all.rows });
    expect(all.isEmpty).toBe(false);
    expect((await report('RMA', { clientNumber: data.beta.number })).rows[1]).toEqual({
      period: '2031-02',
      rmas: 1,
      lines: 3,
      green: 2,
      red: 1,
    });
    expect(
      (await report('RMA', { clientName: 'alpha pools' })).rows.map((r: { rmas: number }) => r.rmas),
    ).toEqual([1, 1, 0]);
    expect(
      pick((await report('RMA', { partPn: 'pn-pump' })).rows, ['rmas', 'lines', 'green', 'red']),
    ).toEqual([
      { rmas: 1, lines: 1, green: 1, red: 0 },
      { rmas: 2, lines: 2, green: 1, red: 1 },
      { rmas: 0, lines: 0, green: 0, red: 0 },
    ]);
    expect(pick((await report('RMA', { status: 'REC' })).rows, ['rmas', 'lines'])).toEqual([
      { rmas: 1, lines: 2 },
      { rmas: 1, lines: 3 },
      { rmas: 0, lines: 0 },
    ]);
    const none = await report('RMA', { robotPn: 'AB-X500', clientName: 'Alpha Pools' });
    expect(none.isEmpty).toBe(true);
    expect(none.rows).toHaveLength(3);
  });

  it('RMA per day when the range is 31 days or less (both ends included)', async () => {
    const feb = await report('RMA', {
      fromDate: Date.UTC(2031, 1, 1) / 1000,
      toDate: Date.UTC(2031, 1, 20) / 1000,
    });
    expect(feb.period).toBe('day');
    expect(feb.rows).toHaveLength(20);
    expect(feb.rows.filter((r: { rmas: number }) => r.rmas > 0)).toEqual([
      { period: '2031-02-03', rmas: 1, lines: 1, green: 1, red: 0 },
      { period: '2031-02-20', rmas: 1, lines: 3, green: 2, red: 1 },
    ]);
  });

  it('users logins: per user, most first, with the last login', async () => {
    const all = await report('USERS_LOGINS');
    expect(all.period).toBeNull();
    expect(pick(all.rows, ['userName', 'clientNumber', 'logins', 'lastLogin'])).toEqual([
      {
        userName: data.anna.name,
        clientNumber: data.alpha.number,
        logins: 3,
        lastLogin: Date.UTC(2031, 1, 5, 8, 30) / 1000,
      },
      {
        userName: data.bob.name,
        clientNumber: data.alpha.number,
        logins: 1,
        lastLogin: Date.UTC(2031, 2, 1, 8) / 1000,
      },
      {
        userName: data.carl.name,
        clientNumber: data.beta.number,
        logins: 1,
        lastLogin: Date.UTC(2031, 1, 1, 8) / 1000,
      },
    ]);
    expect(all.rows[0].email).toBe(data.anna.email);
    expect(all.chart.data).toEqual(all.rows);
    expect(pick((await report('USERS_LOGINS', { clientNumber: data.beta.number })).rows, ['logins'])).toEqual(
      [{ logins: 1 }],
    );
  });

  it('file views: per document, with its users and customers', async () => {
    expect((await report('FILE_VIEWS')).rows).toEqual([
      { fileName: data.manual, views: 3, users: 2, customers: 2 },
      { fileName: data.certificate, views: 1, users: 1, customers: 1 },
    ]);
    expect((await report('FILE_VIEWS', { fileName: 'MANUAL' })).rows).toHaveLength(1);
    expect((await report('FILE_VIEWS', { clientName: 'beta' })).rows).toEqual([
      { fileName: data.manual, views: 1, users: 1, customers: 1 },
    ]);
  });

  it('page views: per page, most first; `page` keeps the paths that contain it', async () => {
    expect((await report('PAGE_VIEWS')).rows).toEqual([
      { page: '/robots/AB-S300/2024', views: 3, users: 2 },
      { page: '/repairs/rma', views: 2, users: 1 },
      { page: '/faq', views: 1, users: 1 },
    ]);
    expect((await report('PAGE_VIEWS', { page: 'robots' })).rows).toEqual([
      { page: '/robots/AB-S300/2024', views: 3, users: 2 },
    ]);
  });

  it('complete unit requests: per month, new units and refunds; the last day counts to its end', async () => {
    expect((await report('COMPLETE_UNIT_REQUESTS')).rows).toEqual([
      { period: '2031-01', requests: 1, newUnits: 1, refunds: 0 },
      { period: '2031-02', requests: 2, newUnits: 1, refunds: 1 },
      { period: '2031-03', requests: 1, newUnits: 1, refunds: 0 },
    ]);
    expect(
      pick((await report('COMPLETE_UNIT_REQUESTS', { robotSN: data.unitSn })).rows, ['requests']),
    ).toEqual([{ requests: 0 }, { requests: 1 }, { requests: 0 }]);
    expect(pick((await report('COMPLETE_UNIT_REQUESTS', { status: 'SNT' })).rows, ['requests'])).toEqual([
      { requests: 1 },
      { requests: 0 },
      { requests: 1 },
    ]);
  });

  it('feedback: per month, by status now', async () => {
    expect((await report('FEEDBACK')).rows).toEqual([
      { period: '2031-01', reports: 2, sent: 0, received: 0, inProcess: 1, closed: 1 },
      { period: '2031-02', reports: 2, sent: 1, received: 1, inProcess: 0, closed: 0 },
      { period: '2031-03', reports: 1, sent: 0, received: 0, inProcess: 0, closed: 1 },
    ]);
    expect(pick((await report('FEEDBACK', { status: 'CLS' })).rows, ['reports'])).toEqual([
      { reports: 1 },
      { reports: 0 },
      { reports: 1 },
    ]);
  });

  it('feedback by customer, department, root cause and complaint type', async () => {
    expect((await report('FEEDBACK_BY_CUSTOMER')).rows).toEqual([
      { clientNumber: data.alpha.number, clientName: data.alpha.name, reports: 3, open: 2, closed: 1 },
      { clientNumber: data.beta.number, clientName: data.beta.name, reports: 2, open: 1, closed: 1 },
    ]);
    expect((await report('FEEDBACK_BY_CUSTOMER', { status: 'SNT' })).rows).toEqual([
      { clientNumber: data.alpha.number, clientName: data.alpha.name, reports: 1, open: 1, closed: 0 },
    ]);
    expect((await report('FEEDBACK_BY_DEPARTMENT')).rows).toEqual([
      { department: 'development', reports: 2, open: 1, closed: 1 },
      { department: 'production', reports: 2, open: 1, closed: 1 },
      { department: 'documentation', reports: 0, open: 0, closed: 0 },
      { department: '', reports: 1, open: 1, closed: 0 },
    ]);
    expect(
      (await report('FEEDBACK_BY_DEPARTMENT', { department: 'production', status: 'CLS' })).rows,
    ).toEqual([{ department: 'production', reports: 1, open: 0, closed: 1 }]);
    expect((await report('FEEDBACK_BY_ROOT_CAUSE')).rows).toEqual([
      { rootReason: 'Cable cut', reports: 2, open: 1, closed: 1 },
      { rootReason: 'Seal leak', reports: 2, open: 1, closed: 1 },
      { rootReason: '', reports: 1, open: 1, closed: 0 },
    ]);
    expect((await report('FEEDBACK_BY_ROOT_CAUSE', { rootReason: 'SEAL' })).rows).toEqual([
      { rootReason: 'Seal leak', reports: 2, open: 1, closed: 1 },
    ]);
    expect((await report('FEEDBACK_BY_COMPLAINT_TYPE')).rows).toEqual([
      { complaintType: 'sup', reports: 1, open: 1, closed: 0 },
      { complaintType: 'manufacturer', reports: 2, open: 0, closed: 2 },
      { complaintType: 'client', reports: 1, open: 1, closed: 0 },
      { complaintType: '', reports: 1, open: 1, closed: 0 },
    ]);
    expect((await report('FEEDBACK_BY_COMPLAINT_TYPE', { complaintType: 'client' })).rows).toEqual([
      { complaintType: 'client', reports: 1, open: 1, closed: 0 },
    ]);
  });

  it('response time: answered in time, late, overdue or waiting, per threshold', async () => {
    expect((await report('FEEDBACK_RESPONSE_TIME', { responseTime: 'WEEK' })).rows).toEqual([
      { period: '2031-01', reports: 2, onTime: 1, late: 1, waitingLate: 0, waiting: 0, avgResponseDays: 19 },
      { period: '2031-02', reports: 2, onTime: 1, late: 0, waitingLate: 1, waiting: 0, avgResponseDays: 1 },
      { period: '2031-03', reports: 1, onTime: 1, late: 0, waitingLate: 0, waiting: 0, avgResponseDays: 3 },
    ]);
    // Half a year: the 36-day answer is in time; the report of 140 days without an answer is still waiting.
    expect(
      pick((await report('FEEDBACK_RESPONSE_TIME', { responseTime: 'HALF_YEAR' })).rows, [
        'onTime',
        'late',
        'waitingLate',
        'waiting',
      ]),
    ).toEqual([
      { onTime: 2, late: 0, waitingLate: 0, waiting: 0 },
      { onTime: 1, late: 0, waitingLate: 0, waiting: 1 },
      { onTime: 1, late: 0, waitingLate: 0, waiting: 0 },
    ]);
    expect(
      pick(
        (await report('FEEDBACK_RESPONSE_TIME', { responseTime: 'MONTH', clientNumber: data.beta.number }))
          .rows,
        ['reports', 'avgResponseDays'],
      ),
    ).toEqual([
      { reports: 0, avgResponseDays: null },
      { reports: 1, avgResponseDays: 1 },
      { reports: 1, avgResponseDays: 3 },
    ]);
  });

  it('unusual customer feedbacks: customers with at least amountToCheck reports', async () => {
    expect((await report('UNUSUAL_CUSTOMER_FEEDBACKS', { amountToCheck: 3 })).rows).toEqual([
      {
        clientNumber: data.alpha.number,
        clientName: data.alpha.name,
        reports: 3,
        open: 2,
        lastReport: Date.UTC(2031, 1, 10, 10) / 1000,
      },
    ]);
    expect(
      pick((await report('UNUSUAL_CUSTOMER_FEEDBACKS', { amountToCheck: 2 })).rows, [
        'clientNumber',
        'reports',
      ]),
    ).toEqual([
      { clientNumber: data.alpha.number, reports: 3 },
      { clientNumber: data.beta.number, reports: 2 },
    ]);
    const none = await report('UNUSUAL_CUSTOMER_FEEDBACKS', { amountToCheck: 4 });
    expect(none).toMatchObject({ rows: [], isEmpty: true, chart: { data: [] } });
  });

  it('QA: per part PN, the lines sent to QA among the lines repaired (drafts included)', async () => {
    expect((await report('QA')).rows).toEqual([
      { partPN: 'PN-PUMP', lines: 3, qaLines: 2 },
      { partPN: 'PN-MOTOR', lines: 2, qaLines: 1 },
      { partPN: 'PN-PSU', lines: 2, qaLines: 1 },
    ]);
    expect((await report('QA', { clientNumber: data.alpha.number })).rows).toEqual([
      { partPN: 'PN-MOTOR', lines: 2, qaLines: 1 },
      { partPN: 'PN-PUMP', lines: 2, qaLines: 1 },
    ]);
    expect((await report('QA', { robotSN: data.snB2.toLowerCase() })).rows).toEqual([
      { partPN: 'PN-PSU', lines: 2, qaLines: 1 },
    ]);
    expect((await report('QA', { partPN: 'PN-PUMP', clientName: 'beta' })).rows).toEqual([
      { partPN: 'PN-PUMP', lines: 1, qaLines: 1 },
    ]);
  });

  it('answers every report type to provider staff (type 2) too', async () => {
    expect((await report('FEEDBACK', {}, staff)).rows).toHaveLength(3);
  });

  it('defaults: toDate today, fromDate a year before it (per month)', async () => {
    const res = await admin('PUT', '/api/statistics', { reportType: 'FEEDBACK' });
    expect(res.status).toBe(true);
    const today = Date.UTC(2031, 5, 30) / 1000;
    expect(res.data).toMatchObject({ toDate: today, fromDate: today - 364 * 86400, period: 'month' });
    expect(res.data.rows[0].period).toBe('2030-07');
    expect(res.data.rows.at(-1).period).toBe('2031-06');
  });

  it('sends one statement for a report (index-backed, no N+1)', async () => {
    const log = await countStatements(ctx.deps.db, () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/statistics',
        payload: { reportType: 'RMA', reportParams: params(quarter) },
        headers: { cookie: cookies['admin@demo.test'] },
      }),
    );
    expect(log.result.statusCode).toBe(200);
    expect(log.count, describeStatements(log)).toBe(1);
  });
});
