// Every registered report, through PUT /api/export, in Excel and PDF, opened as a person
// would (ExcelJS, pdf.js): headers in the reader's language, the same rows in both files, typed and
// formula-safe cells, the frozen and filtered header row; only the rows the caller may see; refusals.
// More than 65,535 chosen ids (one bind parameter per id answered 500).
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partNumbers, robotModels } from '../../db/schema/catalogue.ts';
import { compatibility } from '../../db/schema/compatibility.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import { popupMessages } from '../../db/schema/popups.ts';
import { orders } from '../../db/schema/spares.ts';
import { users } from '../../db/schema/users.ts';
import { flat, openPdf, openXlsx } from '../../test/export-files.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import type { Actor } from '../access/index.ts';
import '../../app-routes.ts';
import { hasText } from '../../lib/i18n.ts';
import { reportTitle } from './export-words.ts';
import { listReports } from './registry.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
/** Bodies of reports that need more than their name (found in the seeded data in beforeAll). */
const bodies: Record<string, Record<string, unknown>> = {};
let companyOf: (email: string) => Promise<number>;

beforeAll(async () => {
  ctx = await createTestContext();
  const french = await buildUser(ctx, {
    like: 'admin@demo.test',
    typeId: 1,
    language: 'fra',
    email: 'fr@exports.test',
  });
  for (const email of ['admin@demo.test', 'service@demo.test', 'galil@demo.test'])
    cookies[email] = await ctx.login(email);
  cookies.fra = await ctx.login(french.email);
  const db = ctx.deps.db;
  const [model] = await db.select().from(robotModels).limit(1);
  const lines = await db
    .select({ id: rmaLines.id })
    .from(rmaLines)
    .where(isNotNull(rmaLines.parentId))
    .limit(30);
  bodies.robotParts = { pn: model.pn, year: model.year };
  bodies.repairHistory = { items: lines.map((l) => l.id) };
  // Text a spreadsheet would run as a formula, in the compatibility table (descriptions come from parts).
  await db.insert(partNumbers).values([
    { pn: 'FXOLD1', description: '=1+2' },
    { pn: 'FXNEW1', description: '@SUM(A1)' },
    { pn: 'FXNEW2', description: '-5+3' },
    { pn: 'FXNEW3', description: '+cmd' },
  ]);
  await db
    .insert(compatibility)
    .values(['FXNEW1', 'FXNEW2', 'FXNEW3'].map((newPn) => ({ oldPn: 'FXOLD1', newPn })));
  bodies.compatibilityFile = { pn: 'FXOLD1' };
  companyOf = async (email) => {
    const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
    return row.companyId;
  };
});
afterAll(async () => {
  await ctx?.close();
});

async function exportAs(who: string, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/export',
    payload: body,
    headers: { cookie: cookies[who] },
  });
  const json = res.json();
  return {
    http: res.statusCode,
    code: json.code as number,
    fileName: json.data?.fileName as string,
    file: json.status ? Buffer.from(json.data.file, 'base64') : Buffer.alloc(0),
  };
}

function staffReader(language: Actor['language']): Actor {
  return {
    userId: 1,
    typeId: 1,
    companyId: 1,
    companyKind: 'provider',
    childCompanyIds: [],
    language,
    flags: {
      editUser: true,
      addUser: true,
      viewUser: true,
      expandedWarranty: true,
      rmaPartsReport: true,
      manageFeedback: true,
    },
    via: 'session',
    sessionId: 1,
    scopes: [],
  };
}

/** A short cell text of the first data row, to find in the PDF (a long one wraps across lines). */
function sampleText(row: Record<string, unknown>): string | undefined {
  return Object.values(row).find((v): v is string => typeof v === 'string' && /^[\w.-]{3,10}$/.test(v));
}

describe('every registered report in Excel and PDF', () => {
  const reports = listReports();
  it('has a title in every language', () => {
    const missing = reports.filter((r) => !hasText(`reports:${r.name}.title`)).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  for (const report of reports) {
    for (const [who, language] of [
      ['admin@demo.test', 'eng'],
      ['fra', 'fra'],
    ] as const) {
      it(`${report.name} (${language}): the same rows in an xlsx and a PDF`, async () => {
        const body = { report: report.name, ...bodies[report.name] };
        const excel = await exportAs(who, { ...body, type: 'excel' });
        expect(excel.http, `${report.name} excel`).toBe(200);
        expect(excel.fileName).toMatch(/\.xlsx$/);
        const { sheet, headers, rows } = await openXlsx(excel.file);
        const expected = report.columns(staffReader(language)).map((c) => c.header);
        expect(headers).toEqual(expected);
        expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        expect(sheet.autoFilter).toBeTruthy();
        expect(sheet.getColumn(1).width).toBeGreaterThan(0);

        const pdf = await exportAs(who, { ...body, type: 'pdf' });
        expect(pdf.http, `${report.name} pdf`).toBe(200);
        expect(pdf.fileName).toBe(excel.fileName.replace(/\.xlsx$/, '.pdf'));
        expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-');
        const opened = await openPdf(pdf.file);
        expect(opened.pages).toBeGreaterThanOrEqual(1);
        const first = flat(opened.pageTexts[0]);
        expect(first).toContain(reportTitle(language, report.name));
        expect(first).toContain(language === 'fra' ? 'Imprimé le' : 'Printed on');
        expect(first).toContain('Page 1');
        // The header row is on every page.
        const firstHeader = expected.find((h) => h.length <= 8) ?? expected[0];
        for (const page of opened.pageTexts) expect(flat(page)).toContain(firstHeader);
        const sample = rows[0] && sampleText(rows[0]);
        if (sample) expect(flat(opened.text)).toContain(sample);
      });
    }
  }

  it('tells the total of a streamed report before its rows (the export job shows n of m rows)', async () => {
    const silent: string[] = [];
    for (const report of reports) {
      const body = { report: report.name, type: 'excel' as const, ...bodies[report.name] };
      let total: number | null = null;
      const produced = report.rows(ctx.deps, staffReader('eng'), body, { total: (n) => (total = n) });
      if (produced instanceof Promise) continue;
      let count = 0;
      let totalAtFirstRow: number | null = null;
      for await (const _row of produced) {
        if (count === 0) totalAtFirstRow = total;
        count++;
      }
      if (totalAtFirstRow === null && count > 0) silent.push(report.name);
      else if (count > 0) expect(total, `${report.name} ${totalAtFirstRow}`).toBe(count);
    }
    expect(silent).toEqual([]);
  });

  it('has rows in the demo data for the lists partners use', async () => {
    for (const report of [
      'rmaHistory',
      'rmaHistoryWithLines',
      'notSent',
      'completeUnitRequests',
      'feedback',
      'orders',
    ]) {
      const { rows } = await openXlsx((await exportAs('admin@demo.test', { report })).file);
      expect(rows.length, report).toBeGreaterThan(0);
    }
  });
});

describe('the admin lists that had no export', () => {
  it('warranty updates, users, popups and contents answer the screen columns in the reader language', async () => {
    await ctx.deps.db.insert(popupMessages).values({ message: 'Check the pump seal first' });
    const expected: Record<string, { eng: string[]; fra: string[]; words: RegExp }> = {
      warrantyUpdates: {
        eng: [
          'Customer',
          'Customer no.',
          'Robot PN',
          'Robot SN',
          'Warranty end',
          'Warranty',
          'Requested on',
          'Status',
        ],
        fra: [
          'Client',
          'N° client',
          'Référence du robot',
          'N° de série du robot',
          'Fin de garantie',
          'Garantie',
          'Demandée le',
          'État',
        ],
        words: /^(À vérifier|Approuvée)$/,
      },
      users: {
        eng: ['ID', 'Name', 'Service centre ID', 'E-mail', 'Phone', 'Country', 'Type', 'Disabled'],
        fra: ['ID', 'Nom', 'ID du centre de service', 'E-mail', 'Téléphone', 'Pays', 'Type', 'Désactivé'],
        words: /^(Oui|Non|En attente)$/,
      },
      popups: {
        eng: ['#', 'Message', 'Serial numbers', 'Number of serials', 'Updated'],
        fra: ['#', 'Message', 'Numéros de série', 'Nombre de numéros', 'Mis à jour'],
        words: /./,
      },
      contents: {
        eng: ['#', 'Type', 'Title', 'Created', 'Updated'],
        fra: ['#', 'Type', 'Titre', 'Créé le', 'Modifié le'],
        words: /^Actualité$/,
      },
    };
    for (const [report, want] of Object.entries(expected)) {
      const english = await openXlsx((await exportAs('admin@demo.test', { report, kind: 'news' })).file);
      expect(english.headers, report).toEqual(want.eng);
      expect(english.rows.length, `${report} rows`).toBeGreaterThan(0);
      const french = await openXlsx((await exportAs('fra', { report, kind: 'news' })).file);
      expect(french.headers, report).toEqual(want.fra);
      const lastColumn = want.fra[report === 'contents' ? 1 : report === 'popups' ? 1 : want.fra.length - 1];
      for (const row of french.rows) expect(String(row[lastColumn]), report).toMatch(want.words);
      const pdf = await exportAs('fra', { report, kind: 'news', type: 'pdf' });
      expect(pdf.http, `${report} pdf`).toBe(200);
    }
  });

  it('the users export follows the list filter and the reader scope', async () => {
    const filtered = await openXlsx(
      (await exportAs('admin@demo.test', { report: 'users', filter: 'galil' })).file,
    );
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(
      filtered.rows.every((r) => JSON.stringify(r).toLowerCase().includes('galil') || r['Service centre ID']),
    ).toBe(true);
    const all = await openXlsx((await exportAs('admin@demo.test', { report: 'users' })).file);
    expect(all.rows.length).toBeGreaterThan(filtered.rows.length);
    // Whoever may not see the users list may not export it either (-11), as GET /api/users answers.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: cookies['service@demo.test'] },
    });
    const refused = await exportAs('service@demo.test', { report: 'users' });
    expect(refused.code).toBe(list.json().code);
  });

  it('refuses the staff lists to partners (-11)', async () => {
    for (const report of ['popups', 'contents']) {
      expect((await exportAs('service@demo.test', { report })).code, report).toBe(-11);
    }
  });
});

describe('cells', () => {
  it('keeps formula-looking text as text in Excel and as written in the PDF', async () => {
    const excel = await exportAs('admin@demo.test', { report: 'compatibilityFile', pn: 'FXOLD1' });
    const { sheet, rows } = await openXlsx(excel.file);
    expect(rows).toHaveLength(3);
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.formula, String(cell.address)).toBeUndefined();
        expect(cell.type).not.toBe(6); // ExcelJS ValueType.Formula
      }),
    );
    const texts = rows.flatMap((r) => Object.values(r)).filter((v) => typeof v === 'string') as string[];
    for (const written of ['=1+2', '@SUM(A1)', '-5+3', '+cmd']) {
      expect(texts).toContain(`'${written}`);
    }
    const pdf = await openPdf(
      (await exportAs('admin@demo.test', { report: 'compatibilityFile', pn: 'FXOLD1', type: 'pdf' })).file,
    );
    for (const written of ['=1+2', '@SUM(A1)', '-5+3', '+cmd']) expect(pdf.text).toContain(written);
    expect(pdf.text).not.toContain("'=1+2");
  });

  it('writes numbers as numbers and dates as dates', async () => {
    const { rows } = await openXlsx((await exportAs('admin@demo.test', { report: 'rmaHistory' })).file);
    expect(typeof rows[0]['#']).toBe('number');
    expect(rows[0]['RMA date']).toBeInstanceOf(Date);
  });
});

describe('only the rows the caller may see', () => {
  async function idsOf(
    table: typeof rmaRequests | typeof completeUnits | typeof feedbackReports | typeof orders,
    email: string,
  ) {
    const rows = await ctx.deps.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.companyId, await companyOf(email)))
      .limit(50);
    expect(rows.length, `seeded rows of ${email}`).toBeGreaterThan(0);
    return rows.map((r) => r.id);
  }

  it("leaves out another company's rows when their ids are asked for", async () => {
    const cases = [
      { report: 'rmaHistory', key: 'rmas', ids: await idsOf(rmaRequests, 'service@demo.test') },
      { report: 'rmaHistoryWithLines', key: 'rmas', ids: await idsOf(rmaRequests, 'service@demo.test') },
      { report: 'completeUnitRequests', key: 'items', ids: await idsOf(completeUnits, 'service@demo.test') },
      { report: 'feedback', key: 'items', ids: await idsOf(feedbackReports, 'service@demo.test') },
      { report: 'orders', key: 'items', ids: await idsOf(orders, 'service@demo.test') },
      { report: 'repairHistory', key: 'items', ids: bodies.repairHistory.items as number[] },
    ];
    for (const { report, key, ids } of cases) {
      const owner = await openXlsx((await exportAs('service@demo.test', { report, [key]: ids })).file);
      const other = await exportAs('galil@demo.test', { report, [key]: ids });
      expect(other.http, report).toBe(200);
      expect((await openXlsx(other.file)).rows, `${report} as another company`).toEqual([]);
      if (report !== 'repairHistory')
        expect(owner.rows.length, `${report} as its company`).toBeGreaterThan(0);
      const otherPdf = await openPdf(
        (await exportAs('galil@demo.test', { report, [key]: ids, type: 'pdf' })).file,
      );
      expect(otherPdf.pages).toBe(1);
    }
  });

  it("shows a partner's unsent lines of its own company only", async () => {
    const galilNumber = (await openXlsx((await exportAs('galil@demo.test', { report: 'notSent' })).file))
      .rows;
    const serviceRows = (await openXlsx((await exportAs('service@demo.test', { report: 'notSent' })).file))
      .rows;
    expect(serviceRows.length).toBeGreaterThan(0);
    const numbers = new Set(serviceRows.map((r) => r['Customer ID']));
    expect(numbers.size).toBe(1);
    for (const row of galilNumber) expect(numbers.has(row['Customer ID'])).toBe(false);
  });
});

describe('refusals', () => {
  it('refuses staff reports to partners (-11), in Excel and PDF', async () => {
    for (const report of ['rmaClients', 'auditLog', 'companies']) {
      for (const type of ['excel', 'pdf']) {
        const res = await exportAs('service@demo.test', { report, type });
        expect([res.http, res.code], `${report} ${type}`).toEqual([403, -11]);
      }
    }
  });

  it('names an unknown report (-6), an unknown type (-6) and a missing pn (-12)', async () => {
    expect((await exportAs('service@demo.test', { report: 'nope', type: 'pdf' })).code).toBe(-6);
    expect((await exportAs('service@demo.test', { report: 'rmaHistory', type: 'csv' })).code).toBe(-6);
    expect((await exportAs('service@demo.test', { report: 'robotParts', type: 'pdf' })).code).toBe(-12);
  });

  it('asks for a login (-5)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { report: 'rmaHistory', type: 'pdf' },
    });
    expect(res.json().code).toBe(-5);
  });
});

describe('more than 65,535 chosen ids (issue 19 defect 8)', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => 50_000_000 + i);

  it('answers every report that takes ids, with the rows of the real ones', async () => {
    const db = ctx.deps.db;
    const some = async (
      table: typeof rmaRequests | typeof completeUnits | typeof feedbackReports | typeof orders,
    ) => (await db.select({ id: table.id }).from(table).limit(3)).map((r) => r.id);
    const rmaIds = await some(rmaRequests);
    const unfinished = (
      await db
        .select({ id: rmaRequests.id })
        .from(rmaRequests)
        .where(and(eq(rmaRequests.finished, false)))
        .limit(3)
    ).map((r) => r.id);
    const cases: [string, string, number[]][] = [
      ['rmaHistory', 'rmas', rmaIds],
      ['rmaHistoryWithLines', 'rmas', rmaIds],
      ['rmaClients', 'rmas', unfinished],
      ['repairHistory', 'items', (bodies.repairHistory.items as number[]).slice(0, 3)],
      ['completeUnitRequests', 'items', await some(completeUnits)],
      ['feedback', 'items', await some(feedbackReports)],
      ['orders', 'items', await some(orders)],
      ['auditLog', 'ids', []],
      ['companies', 'ids', []],
    ];
    for (const [report, key, real] of cases) {
      const ids = [...real, ...filler(70_000)];
      const res = await exportAs('admin@demo.test', { report, [key]: ids });
      expect(res.http, `${report} with ${ids.length} ids`).toBe(200);
      const { rows } = await openXlsx(res.file);
      if (report === 'rmaHistory' || report === 'rmaClients') expect(rows.length, report).toBe(real.length);
      else if (real.length) expect(rows.length, report).toBeGreaterThan(0);
    }
  }, 120_000);

  it('takes the 100,000 ids the contract allows, and refuses more (-6)', async () => {
    const ok = await exportAs('admin@demo.test', { report: 'rmaHistory', rmas: filler(100_000) });
    expect(ok.http).toBe(200);
    const tooMany = await exportAs('admin@demo.test', { report: 'rmaHistory', rmas: filler(100_001) });
    expect(tooMany.code).toBe(-6);
  }, 60_000);
});
