import { importColumns, type ImportKind, importKinds } from '@poolside/contract/master-data-columns';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callersOf } from '../../test/callers.ts';
import { sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { downloadTemplate, uploadImport } from './test-helpers.ts';
import { sheetRows } from '../../test/export-files.ts';

let ctx: TestContext;
let admin: string;
let as: (email: string) => Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, ['admin@demo.test', 'staff@demo.test', 'service@demo.test']);
  admin = callers.cookies['admin@demo.test'];
  as = callers.as;
});
afterAll(async () => {
  await ctx?.close();
});

const apply = (kind: ImportKind, name: string, body: Buffer | string) =>
  uploadImport(ctx, admin, kind, 'apply', name, body);

describe('templates', () => {
  it('gives every kind an .xlsx and a .csv of a header and an example row, to type 1 only', async () => {
    for (const kind of importKinds) {
      const xlsx = await downloadTemplate(ctx, admin, kind, 'xlsx');
      expect(xlsx.http).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain(`import-${kind}-template.xlsx`);
      const rows = await sheetRows(xlsx.body);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(importColumns[kind].map((c) => c.aliases?.[0] ?? c.key));
      const csv = await downloadTemplate(ctx, admin, kind, 'csv');
      expect(csv.http).toBe(200);
      const lines = csv.body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
    }
    const staff = await ctx.login('staff@demo.test');
    expect((await downloadTemplate(ctx, staff, 'units', 'csv')).http).toBe(403);
  });

  it('refuses the import to provider staff (type 2) and partners with -11', async () => {
    const csv = (await downloadTemplate(ctx, admin, 'brands', 'csv')).body;
    for (const email of ['staff@demo.test', 'service@demo.test']) {
      const cookie = await ctx.login(email);
      const res = await uploadImport(ctx, cookie, 'brands', 'apply', 'brands.csv', csv);
      expect(res.code).toBe(-11);
    }
  });
});

// Each kind from its own template (the example row is valid on the demo data), read back through the
// portal's own API, then imported again: nothing changes.
const readBack: Record<Exclude<ImportKind, 'compatibilityFile'>, () => Promise<void>> = {
  async brands() {
    const brands = await as('admin@demo.test')('GET', '/api/brands');
    expect(brands.data.map((b: { name: string }) => b.name)).toContain('SeaGlide');
  },
  async models() {
    const model = await as('admin@demo.test')('GET', '/api/robots/2026/AB-S900');
    expect(model.data).toMatchObject({
      name: 'AquaBot Swift 900',
      brandName: 'AquaBot',
      warrantyType: 231,
      weight: '11.8',
    });
  },
  async spares() {
    const found = await as('admin@demo.test')('POST', '/api/robots/parts', {
      searchType: 'pn',
      input: 'AB-FLT-02',
    });
    const row = found.data.rows.find((r: { partPn: string }) => r.partPn === 'AB-FLT-02');
    expect(row).toMatchObject({ partDescription: 'AquaBot ultra-fine filter basket' });
    expect(row.itemPrice).toBe(2490);
  },
  async workbook() {
    const model = await as('admin@demo.test')('GET', '/api/robots/2024/AB-S300');
    expect(model.data.parts).toContainEqual(
      expect.objectContaining({ balloonID: 12, pn: 'AB-BRS-02', amount: 2 }),
    );
  },
  async documents() {
    const model = await as('admin@demo.test')('GET', '/api/robots/2024/AB-S300');
    expect(model.data.documents).toContainEqual(
      expect.objectContaining({ name: 'Service manual', no: 'SM-AB-S300' }),
    );
  },
  async units() {
    const robot = await as('service@demo.test')('GET', '/api/robots/sn/SN900001');
    expect(robot.data).toMatchObject({
      motorPN: 'AB-MTR-S300B',
      motorSN: 'MT80000001',
      pump1SN: 'PU80000001',
      psuSN: 'PS80000001',
      saleDate: Date.UTC(2025, 2, 10) / 1000,
    });
  },
  async compatibility() {
    const rows = await as('service@demo.test')('GET', '/api/compatibility/AB-HDL-02');
    expect(rows.data).toContainEqual(expect.objectContaining({ pn: 'AB-HDL-01', newPN: 'AB-HDL-02' }));
  },
  async companies() {
    const list = await as('admin@demo.test')('GET', '/api/companies?filter=3101');
    expect(list.data.rows).toContainEqual(
      expect.objectContaining({ number: '3101', name: 'Azur Piscines', country: 'FR' }),
    );
  },
};

describe('each kind from its template', () => {
  for (const [kind, check] of Object.entries(readBack) as [
    Exclude<ImportKind, 'compatibilityFile'>,
    () => Promise<void>,
  ][]) {
    for (const format of ['xlsx', 'csv'] as const) {
      it(`${kind} (${format}): applied, read back, and a second import changes nothing`, async () => {
        const download = await downloadTemplate(ctx, admin, kind, format);
        expect(download.http, download.body.toString().slice(0, 300)).toBe(200);
        const template = download.body;
        const checked = await uploadImport(ctx, admin, kind, 'check', `t.${format}`, template);
        expect(checked.data).toMatchObject({ isApplied: false, rows: 1, issueCount: 0, issues: [] });
        const first = await apply(kind, `t.${format}`, template);
        expect(first.status, JSON.stringify(first.data)).toBe(true);
        expect(first.data).toMatchObject({ isApplied: true, rows: 1, issueCount: 0 });
        // The xlsx runs first: it creates; the csv of the same example then finds it unchanged.
        if (format === 'xlsx') expect(first.data.created + first.data.updated).toBe(1);
        await check();
        const again = await apply(kind, `t.${format}`, template);
        expect(again.data).toMatchObject({ isApplied: true, created: 0, updated: 0, unchanged: 1 });
      });
    }
  }
});

describe('the compatibility file', () => {
  it('imports exactly what the compatibilityFile export writes, in any language: 0 changed', async () => {
    for (const language of ['fra', 'spa', 'eng']) {
      const cookie = await ctx.login('admin@demo.test');
      await as('admin@demo.test')(
        'POST',
        `/api/users/${(await as('admin@demo.test')('GET', '/api/dashboard')).data.user.id}`,
        { language },
      );
      const exported = await ctx.app.inject({
        method: 'PUT',
        url: '/api/export',
        payload: { type: 'excel', report: 'compatibilityFile' },
        headers: { cookie },
      });
      const { file, fileName } = exported.json().data;
      const res = await uploadImport(
        ctx,
        cookie,
        'compatibilityFile',
        'apply',
        fileName,
        Buffer.from(file, 'base64'),
      );
      expect(res.status, JSON.stringify(res.data)).toBe(true);
      expect(res.data.rows).toBeGreaterThan(5);
      expect(res.data).toMatchObject({ created: 0, updated: 0, issueCount: 0 });
      expect(res.data.unchanged).toBe(res.data.rows);
    }
  });

  it('adds a new row written in the export shape', async () => {
    const csv =
      'Old PN,Old PN description,New PN,New PN description\nAB-PUL-01,AquaBot pully wheel,AB-WHL-01,\n';
    const res = await apply('compatibilityFile', 'compatibility.csv', csv);
    expect(res.data).toMatchObject({ created: 1, rows: 1 });
    const rows = await as('service@demo.test')('GET', '/api/compatibility/AB-PUL-01');
    expect(rows.data).toContainEqual(expect.objectContaining({ newPN: 'AB-WHL-01' }));
  });
});

describe('documents with their files', () => {
  it('takes a .zip of the sheet and the PDFs it names; the document downloads; the same zip changes nothing', async () => {
    const sheet =
      'modelPn;modelYear;kind;no;name;code;year;file\nAB-S300;2024;certification;UKCA-AB-S300;UKCA declaration;UKCA;2024;docs/ukca.pdf\n';
    const zip = Buffer.from(
      zipSync({
        'documents.csv': new TextEncoder().encode(sheet),
        'docs/ukca.pdf': new Uint8Array(sampleFiles.pdf()),
      }),
    );
    const first = await apply('documents', 'bundle.zip', zip);
    expect(first.data, JSON.stringify(first.data)).toMatchObject({ isApplied: true, created: 1 });
    const model = await as('service@demo.test')('GET', '/api/robots/2024/AB-S300');
    const doc = model.data.certifications.find((d: { no: string }) => d.no === 'UKCA-AB-S300');
    expect(doc.url).toMatch(/^\/api\/images\/catalogue\/import\/[a-f0-9]{64}\.pdf\?download=1$/);
    const file = await ctx.app.inject({ method: 'GET', url: doc.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await apply('documents', 'bundle.zip', zip);
    expect(again.data).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it('reports a named file that is missing or not a PDF or image', async () => {
    const sheet =
      'modelPn,modelYear,kind,no,name,file\nAB-S300,2024,document,X-1,Missing,nothere.pdf\nAB-S300,2024,document,X-2,Fake,fake.pdf\n';
    const zip = Buffer.from(
      zipSync({
        'docs.csv': new TextEncoder().encode(sheet),
        'fake.pdf': new TextEncoder().encode('not a pdf'),
      }),
    );
    const res = await apply('documents', 'docs.zip', zip);
    expect(res.code).toBe(-6);
    expect(res.data.issues).toEqual([
      { line: 2, column: 'file', reason: 'missingFile', value: 'nothere.pdf' },
      { line: 3, column: 'file', reason: 'fileType', value: 'fake.pdf' },
    ]);
  });
});

// The import screen's progress (GET /api/import/progress/{key}) moves while a big apply runs: the run gives
// the event loop back between rows and batches, so the instance answers the screen's polls with the rows
// done of the rows to do, not "reading 0" until the end.
const ROWS = 3_000;

function unitsCsv() {
  const lines = [
    'sn,modelPn,modelYear,productionDate,saleDate,warrantyType,motorPn,motorSn,pump1Pn,pump1Sn,psuPn,psuSn',
  ];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(7, '0');
    lines.push(
      `SC6${n},AB-S300,2024,01/01/2025,01/03/2025,231,AB-MTR-S300B,MT6${n},AB-PMP-S300B,PU6${n},AB-PSU-S300,PS6${n}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

type Progress = { phase: string; done: number; total: number | null } | null;

describe('import progress', () => {
  it('answers the rows done of the rows to do while an apply runs', async () => {
    const key = 'progress_test_1';
    const seen: Progress[] = [];
    let isRunning = true;
    const poll = (async () => {
      while (isRunning) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/import/progress/${key}`,
          headers: { cookie: admin },
        });
        if (isRunning) seen.push(res.json().data);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const applied = await uploadImport(ctx, admin, 'units', 'apply', 'units.csv', unitsCsv(), {
      progressKey: key,
    });
    isRunning = false;
    await poll;
    expect(applied.data).toMatchObject({ rows: ROWS, created: ROWS, issueCount: 0 });
    const moving = seen.filter((p) => p !== null && p.done > 0 && p.phase !== 'done');
    expect(moving.length, JSON.stringify(seen.slice(0, 20))).toBeGreaterThan(2);
    // A total, once told, is the file's row count (when a poll lands with it told depends on timing).
    expect(moving.every((p) => p?.total == null || p?.total === ROWS)).toBe(true);
  }, 120_000);
});
