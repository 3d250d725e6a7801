import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { feedbackReports } from '../../db/schema/feedback.ts';
import type { TestContext } from '../../test/harness.ts';
import { useCallers } from '../../test/callers.ts';
import { buildUser, userIdOf } from '../../test/factories.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';

// The demo seed: service 3001 has a shipment (SNT, 2 days) and a technical report (PRO, SN100002, 9 days),
// riviera 3002 a broken item (REC, AB-CBL-18, 15 days), galil 3003 a broken robot (CLS, SN100056, 40 days),
// the distributor 2001 a website issue (SNT, 1 day).
let ctx: TestContext;
const { as, cookies } = useCallers(
  ['service@demo.test', 'galil@demo.test', 'admin@demo.test', 'staff@demo.test', 'distributor@demo.test'],
  (c) => {
    ctx = c;
  },
);

const ids = (res: { data: { rows: { id: number }[] } }) => res.data.rows.map((r) => r.id);
const list = (email: string, query = '') => as(email)('GET', `/api/feedback${query}`);

describe('GET /api/feedback', () => {
  it('answers the company’s reports to a reporter and every report to feedback managers', async () => {
    const service = await list('service@demo.test');
    expect(service.data.rows.map((r: { subTopic: string }) => r.subTopic)).toEqual(['shipment', 'technical']);
    expect(service.data).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    expect((await list('galil@demo.test')).data.total).toBe(1);
    // A distributor sees its own and its service centres' (riviera 3002 sits under it).
    const distributor = await list('distributor@demo.test');
    expect(distributor.data.rows.map((r: { centreId: string }) => r.centreId).sort()).toEqual([
      '2001',
      '3002',
    ]);
    expect((await list('staff@demo.test')).data.total).toBe(5);
    expect((await list('admin@demo.test')).data.total).toBe(5);
  });

  it('gives the handling columns to staff only', async () => {
    const staff = await list('staff@demo.test', '?status=PRO');
    expect(staff.data.rows[0]).toMatchObject({ complaintType: 'manufacturer', department: 'production' });
    const service = await list('service@demo.test', '?status=PRO');
    expect(service.data.rows[0]).toMatchObject({ complaintType: null, department: null, centreId: '3001' });
  });

  it('filters by substrings of pn, sn, topic, subTopic and status, case-insensitive', async () => {
    const staff = (q: string) => list('staff@demo.test', q);
    expect((await staff('?pn=cbl')).data.rows.map((r: { pn: string }) => r.pn)).toEqual(['AB-CBL-18']);
    expect((await staff('?sn=n10005')).data.rows.map((r: { sn: string }) => r.sn)).toEqual(['SN100056']);
    expect((await staff('?topic=SPARE')).data.total).toBe(1);
    expect((await staff('?topic=pièces')).data.total).toBe(1);
    expect((await staff('?subTopic=broken')).data.total).toBe(2);
    expect((await staff('?status=clo')).data.rows.map((r: { status: string }) => r.status)).toEqual(['CLS']);
    expect((await staff('?status=zzz')).data).toMatchObject({ total: 0, rows: [] });
    expect((await staff('?filter=sn100002')).data.total).toBe(1);
    const one = (await staff('')).data.rows[0].id;
    expect(ids(await staff(`?filter=%23${one}`))).toEqual([one]);
  });

  it('filters the customer for provider staff only', async () => {
    expect((await list('staff@demo.test', '?customer=3003')).data.total).toBe(1);
    expect((await list('staff@demo.test', '?customer=galil')).data.total).toBe(1);
    // Ignored for a partner: it still sees its own reports only.
    expect((await list('service@demo.test', '?customer=3003')).data.total).toBe(2);
  });

  it('bounds the date range, the end date counting whole (+86400 s)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const day = (n: number) => Math.floor((now - n * 86400) / 86400) * 86400;
    // From 10 days ago to 3 days ago (whole day): the technical report (9 days) only.
    const res = await list('staff@demo.test', `?fromDate=${day(10)}&toDate=${day(3)}`);
    expect(res.data.rows.map((r: { subTopic: string }) => r.subTopic)).toEqual(['technical']);
    // Up to yesterday's date includes yesterday's report.
    expect((await list('staff@demo.test', `?fromDate=${day(1)}&toDate=${day(1)}`)).data.total).toBe(1);
  });

  it('pages on the server with keyset cursors, newest first, toggled sorts', async () => {
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const [company] = await ctx.deps.db
      .select({ id: feedbackReports.companyId })
      .from(feedbackReports)
      .where(eq(feedbackReports.userId, serviceId))
      .limit(1);
    const base = ctx.clock.now().getTime();
    await ctx.deps.db.insert(feedbackReports).values(
      Array.from({ length: 25 }, (_, i) => ({
        companyId: company.id,
        userId: serviceId,
        menu: 'others',
        formType: 'issues',
        createdAt: new Date(base - (100 + i) * 86400_000),
      })),
    );
    const first = await list('service@demo.test', '?pageSize=10');
    expect(first.data.total).toBe(27);
    const second = await list('service@demo.test', `?pageSize=10&page=2&after=${first.data.nextCursor}`);
    const byOffset = await list('service@demo.test', '?pageSize=10&page=2');
    expect(ids(second)).toEqual(ids(byOffset));
    expect(ids(second)).not.toContain(ids(first)[9]);
    const third = await list('service@demo.test', `?pageSize=10&page=3&after=${second.data.nextCursor}`);
    expect(third.data.rows).toHaveLength(7);
    expect(third.data.nextCursor).toBeNull();
    const dates = [...first.data.rows, ...second.data.rows, ...third.data.rows].map(
      (r: { dateCreate: number }) => r.dateCreate,
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Free text (its branches take their own top rows): the same pages by cursor and by offset, in every sort.
    await ctx.deps.db
      .update(feedbackReports)
      .set({ pn: 'AB-TXT-01' })
      .where(and(eq(feedbackReports.userId, serviceId), eq(feedbackReports.formType, 'issues')));
    for (const sort of ['-dateCreate', 'id', 'status', '-topic', 'subTopic']) {
      const q = `?pageSize=4&filter=ab-txt&sort=${sort}`;
      const all = await list('service@demo.test', `${q.replace('pageSize=4', 'pageSize=50')}`);
      expect(all.data.total, sort).toBe(25);
      const walked: number[] = [];
      let after: string | null = null;
      for (let page = 1; page <= 7; page++) {
        const res = await list('service@demo.test', `${q}&page=${page}${after ? `&after=${after}` : ''}`);
        const byOffset = await list('service@demo.test', `${q}&page=${page}`);
        expect(ids(res), `${sort} page ${page}`).toEqual(ids(byOffset));
        walked.push(...ids(res));
        after = res.data.nextCursor;
      }
      expect(walked, sort).toEqual(ids(all));
      expect(after).toBeNull();
    }
    const asc = await list('service@demo.test', '?pageSize=3&sort=dateCreate');
    expect(asc.data.rows[0].dateCreate).toBe(Math.min(...dates));
    expect(await list('service@demo.test', '?sort=password')).toMatchObject({
      code: -6,
      data: { field: 'sort' },
    });
    expect(await list('service@demo.test', '?after=bad-cursor')).toMatchObject({
      code: -6,
      data: { field: 'after' },
    });
  });

  it('answers a page in one statement whatever its size (session cached)', async () => {
    await list('service@demo.test');
    for (const url of [
      '/api/feedback?pageSize=1',
      '/api/feedback?pageSize=50',
      '/api/feedback?pageSize=50&status=sen&pn=a',
    ]) {
      for (const email of ['service@demo.test', 'staff@demo.test']) {
        const log = await countStatements(ctx.deps.db, () =>
          ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[email] } }),
        );
        expect(log.result.statusCode).toBe(200);
        expect(log.count, describeStatements(log)).toBeLessThanOrEqual(2);
      }
    }
    const full = await countStatements(ctx.deps.db, () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/feedback?pageSize=20',
        headers: { cookie: cookies['staff@demo.test'] },
      }),
    );
    expect(full.count, describeStatements(full)).toBe(1);
  });
});

describe('PUT /api/export feedback', () => {
  async function rowsOf(email: string, payload: object) {
    const res = await as(email)('PUT', '/api/export', { type: 'excel', report: 'feedback', ...payload });
    expect(res.status, JSON.stringify(res)).toBe(true);
    expect(res.data.fileName).toBe('feedback.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    return { header, rows };
  }

  it('exports only the rows the caller may see, with the list filters or the chosen ids', async () => {
    const galil = await rowsOf('galil@demo.test', {});
    expect(galil.rows).toHaveLength(1);
    expect(galil.header).not.toContain('Complaint type');
    const staff = await rowsOf('staff@demo.test', { status: 'CLS' });
    expect(staff.rows).toHaveLength(1);
    expect(staff.header).toContain('Complaint type');
    expect(staff.rows[0]).toContain('Closed');
    expect((await rowsOf('staff@demo.test', { pn: 'cbl', topic: 'spare' })).rows).toHaveLength(1);
    // Ids of another company's reports are not exported to a partner.
    const all = await list('staff@demo.test', '?pageSize=50');
    const every = ids(all);
    expect((await rowsOf('galil@demo.test', { items: every })).rows).toHaveLength(1);
    expect((await rowsOf('staff@demo.test', { items: every.slice(0, 2) })).rows).toHaveLength(2);
  });

  it('words the topic, sub-topic and status as the history screen does, in the reader language', async () => {
    const wordsOf = async (email: string, status: string, subTopic: string) => {
      const { header, rows } = await rowsOf(email, { customer: '3001' });
      const column = (name: string) => header.indexOf(name);
      return rows.map((r) => [r[column(subTopic)], r[column(status)]]);
    };
    // service 3001: a shipment stuck in customs (sent) and a technical report (in process).
    expect(await wordsOf('staff@demo.test', 'Status', 'Sub-topic')).toEqual(
      expect.arrayContaining([
        ['Shipment issue · Stuck in customs', 'Sent'],
        ['Technical issue', 'In process'],
      ]),
    );
    const french = await buildUser(ctx, {
      like: 'staff@demo.test',
      typeId: 2,
      language: 'fra',
      email: 'fr-staff@lists.test',
    });
    cookies[french.email] = await ctx.login(french.email);
    expect(await wordsOf(french.email, 'Statut', 'Sous-sujet')).toEqual(
      expect.arrayContaining([
        ['Problème d’expédition · Bloqué en douane', 'Envoyé'],
        ['Problème technique', 'En traitement'],
      ]),
    );
  });
});
