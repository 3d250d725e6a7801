import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { importLimits } from '@poolside/contract/master-data-columns';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { buildRobot, buildUser } from '../../test/factories.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { csvOf, uploadImport } from './test-helpers.ts';

let ctx: TestContext;
let admin: string;
useTestContext(async (c) => {
  ctx = c;
  admin = await c.login('admin@demo.test');
});

const header = ['sn', 'modelPn', 'modelYear', 'productionDate', 'saleDate', 'motorPn', 'motorSn'];

describe('bad rows', () => {
  it('lists every bad row with its line, column and reason, and writes nothing (check and apply)', async () => {
    const other = await buildRobot(ctx);
    const otherMotor = { sn: other.motorSN };
    const csv = csvOf(header, [
      ['SN910001', 'AB-S300', 2024, '01/02/2025', '', 'AB-MTR-S300B', 'MT91000001'],
      ['SN910002', 'AB-S999', 2024, '01/02/2025', '', '', ''],
      ['SN910003', 'AB-S300', 2024, '31/02/2025', '', '', ''],
      ['', 'AB-S300', 2024, '01/02/2025', '', '', ''],
      ['SN910001', 'AB-S300', 2024, '01/02/2025', '', '', ''],
      ['SN910005', 'AB-S300', 2024, '01/02/2025', '01/01/2025', '', ''],
      ['SN910006', 'AB-S300', 2024, '01/02/2025', '', 'AB-MTR-S300B', ''],
      ['SN910007', 'AB-S300', 2024, '01/02/2025', '', 'AB-MTR-S300B', otherMotor.sn],
      ['SN910008', 'AB-S300', 2024, '01/01/2099', '', '', ''],
      ['SN910009', 'AB-S300', 2024, '01/02/2025', '', 'AB-MTR-S300B', 'XX1'],
      ['SN910010', 'AB-S300', 2024, '01/02/2025', '', 'NO-SUCH-PN', 'MT91000010'],
    ]);
    const expected = [
      { line: 3, column: 'modelPn', reason: 'unknownModel', value: 'AB-S999' },
      { line: 4, column: 'productionDate', reason: 'format', value: '31/02/2025' },
      { line: 5, column: 'sn', reason: 'required' },
      { line: 6, column: 'sn', reason: 'duplicate', value: 'SN910001' },
      { line: 7, column: 'saleDate', reason: 'beforeProduction', value: '01/01/2025' },
      { line: 8, column: 'motorSn', reason: 'pairIncomplete' },
      { line: 9, column: 'motorSn', reason: 'fittedElsewhere', value: otherMotor.sn },
      { line: 10, column: 'productionDate', reason: 'future', value: '01/01/2099' },
      { line: 11, column: 'motorSn', reason: 'snShape', value: 'XX1' },
      { line: 12, column: 'motorPn', reason: 'unknownPart', value: 'NO-SUCH-PN' },
    ];
    const checked = await uploadImport(ctx, admin, 'units', 'check', 'units.csv', csv);
    expect(checked.http).toBe(200);
    expect(checked.data).toMatchObject({ isApplied: false, rows: 11, issueCount: expected.length });
    // The row rules run first; references (model, part, fitted elsewhere) are looked up for the rows that
    // passed them, so every issue is listed whatever its kind, in line order.
    expect(checked.data.issues).toEqual(expected);

    const applied = await uploadImport(ctx, admin, 'units', 'apply', 'units.csv', csv);
    expect(applied.http).toBe(400);
    expect(applied.code).toBe(-6);
    expect(applied.data).toMatchObject({ field: 'file', reason: 'invalidRows', issueCount: expected.length });
    expect(applied.data.issues).toEqual(expected);
    const service = await ctx.login('service@demo.test');
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/robots/sn/SN910001',
      headers: { cookie: service },
    });
    expect(lookup.json().code).toBe(-15);
  });

  it('counts lines as the spreadsheet does (an .xlsx with a blank row)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('units');
    sheet.addRow(header);
    sheet.addRow(['SN920001', 'AB-S300', 2024, new Date(Date.UTC(2025, 0, 10)), null, null, null]);
    sheet.addRow([]);
    sheet.addRow(['SN920002', 'AB-S300', 'year?', '10/01/2025', null, null, null]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await uploadImport(ctx, admin, 'units', 'check', 'units.xlsx', body);
    expect(res.data.rows).toBe(2);
    expect(res.data.issues).toEqual([{ line: 4, column: 'modelYear', reason: 'format', value: 'year?' }]);
  });

  it('names a missing required column on line 1 and a column it does not know', async () => {
    const res = await uploadImport(
      ctx,
      admin,
      'units',
      'check',
      'u.csv',
      'sn;modelPn;colour\nSN930001;AB-S300;blue\n',
    );
    expect(res.data.issues).toEqual([
      { line: 1, column: 'modelYear', reason: 'missingColumn' },
      { line: 1, column: 'productionDate', reason: 'missingColumn' },
    ]);
    expect(res.data.ignoredColumns).toEqual(['colour']);
  });

  it('refuses a file that is no spreadsheet or CSV with -25, never a 5xx', async () => {
    const notXlsx = await uploadImport(ctx, admin, 'units', 'check', 'units.xlsx', 'sn\nSN1\n');
    expect(notXlsx).toMatchObject({ http: 400, code: -25 });
    const binary = await uploadImport(
      ctx,
      admin,
      'units',
      'check',
      'units.csv',
      Buffer.from([0xff, 0xfe, 0, 0x41]),
    );
    expect(binary).toMatchObject({ http: 400, code: -25 });
    const ansi = await uploadImport(
      ctx,
      admin,
      'brands',
      'check',
      'b.csv',
      Buffer.from('name\nCaf\xe9\n', 'latin1'),
    );
    expect(ansi).toMatchObject({ http: 400, code: -25, data: { reason: 'encoding' } });
    const exe = await uploadImport(ctx, admin, 'units', 'check', 'units.exe', 'x');
    expect(exe).toMatchObject({ http: 400, code: -25 });
  });
});

describe('limits', () => {
  it('refuses a file over the size limit (-6 tooLarge) and one of too many rows (-6 tooManyRows)', async () => {
    const line = `${'x'.repeat(999)}\n`;
    const big = Buffer.from(
      `name\n${line.repeat(Math.ceil((importLimits.fileMaxBytes + 1024) / line.length))}`,
    );
    const tooLarge = await uploadImport(ctx, admin, 'brands', 'check', 'big.csv', big);
    expect(tooLarge).toMatchObject({ http: 400, code: -6, data: { field: 'file', reason: 'tooLarge' } });
    const many = Buffer.from(`oldPn,newPn\n${'A-1,B-1\n'.repeat(importLimits.fileMaxRows + 1)}`);
    const tooMany = await uploadImport(ctx, admin, 'compatibility', 'check', 'many.csv', many);
    expect(tooMany).toMatchObject({ http: 400, code: -6, data: { field: 'file', reason: 'tooManyRows' } });
  }, 120_000);
});

describe('an applied import', () => {
  it('is one audit entry with its counts, and its progress is readable by its key', async () => {
    const csv = csvOf(header, [
      ['SN940001', 'AB-S300', 2024, '2025-03-01', '', 'AB-MTR-S300B', 'MT94000001'],
    ]);
    const res = await uploadImport(ctx, admin, 'units', 'apply', 'one.csv', csv, {
      progressKey: 'progress-key-1',
    });
    expect(res.data).toMatchObject({ created: 1, unchanged: 0 });
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'masterData.import'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'masterData.units' });
    expect(entry.after).toMatchObject({
      source: 'file',
      fileName: 'one.csv',
      rows: 1,
      created: 1,
      updated: 0,
    });
    const progress = await ctx.app.inject({
      method: 'GET',
      url: '/api/import/progress/progress-key-1',
      headers: { cookie: admin },
    });
    expect(progress.json().data).toEqual({ phase: 'done', done: 1, total: 1 });
    // Another administrator does not read this run's progress by its key.
    const other = await buildUser(ctx, { typeId: 1, like: 'admin@demo.test' });
    const otherCookie = await ctx.login(other.email);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/import/progress/progress-key-1',
      headers: { cookie: otherCookie },
    });
    expect(theirs.json()).toMatchObject({ status: true, data: null });
  });

  it('updates what differs and keeps what a blank cell leaves out', async () => {
    const first = csvOf(header, [
      ['SN950001', 'AB-S300', 2024, '01/03/2025', '20/03/2025', 'AB-MTR-S300B', 'MT95000001'],
    ]);
    expect((await uploadImport(ctx, admin, 'units', 'apply', 'a.csv', first)).data.created).toBe(1);
    const second = csvOf(header, [
      ['SN950001', 'AB-S300', 2024, '01/03/2025', '', 'AB-MTR-S300B', 'MT95000002'],
    ]);
    const res = await uploadImport(ctx, admin, 'units', 'apply', 'b.csv', second);
    expect(res.data).toMatchObject({ created: 0, updated: 1 });
    const service = await ctx.login('service@demo.test');
    const robot = (
      await ctx.app.inject({ method: 'GET', url: '/api/robots/sn/SN950001', headers: { cookie: service } })
    ).json();
    expect(robot.data).toMatchObject({ motorSN: 'MT95000002', saleDate: Date.UTC(2025, 2, 20) / 1000 });
  });
});
