// The 100,000-row serial import of docs/performance.md. It takes longer than CI's fast lane wants, so it runs
// with IMPORT_SCALE=1 (`IMPORT_SCALE=1 npx vitest run apps/server/src/modules/master-data/scale.test.ts`, and
// the same with `npm run test:pg --`); the numbers it prints are the ones recorded there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { uploadImport } from './test-helpers.ts';

const ROWS = Number(process.env.IMPORT_SCALE_ROWS ?? 100_000);
/** docs/performance.md: the whole upload, check and apply of 100,000 units with 3 fitted parts each. */
const BUDGET_MS = { pglite: 150_000, postgres: 60_000 };
const isOn = process.env.IMPORT_SCALE === '1';

let ctx: TestContext;
beforeAll(async () => {
  if (isOn) ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

function unitsCsv() {
  const lines = [
    'sn,modelPn,modelYear,productionDate,saleDate,warrantyType,motorPn,motorSn,pump1Pn,pump1Sn,psuPn,psuSn',
  ];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(7, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      `SC${n},AB-S300,2024,${day}/01/2025,${day}/03/2025,231,AB-MTR-S300B,MT7${n},AB-PMP-S300B,PU7${n},AB-PSU-S300,PS7${n}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe.skipIf(!isOn)('a 100,000-row serial import', () => {
  it(
    'is applied within the budget, and applying it again changes nothing',
    async () => {
      const admin = await ctx.login('admin@demo.test');
      const csv = Buffer.from(unitsCsv(), 'utf8');
      const budget = BUDGET_MS[ctx.deps.dbKind];
      let started = performance.now();
      const first = await uploadImport(ctx, admin, 'units', 'apply', 'units-100k.csv', csv, {
        progressKey: 'scale-run-1',
      });
      const firstMs = performance.now() - started;
      expect(first.data, JSON.stringify(first.data).slice(0, 400)).toMatchObject({
        rows: ROWS,
        created: ROWS,
        issueCount: 0,
      });
      started = performance.now();
      const again = await uploadImport(ctx, admin, 'units', 'apply', 'units-100k.csv', csv);
      const againMs = performance.now() - started;
      expect(again.data).toMatchObject({ created: 0, updated: 0, unchanged: ROWS });
      started = performance.now();
      const checked = await uploadImport(ctx, admin, 'units', 'check', 'units-100k.csv', csv);
      const checkMs = performance.now() - started;
      expect(checked.data.issueCount).toBe(0);
      console.log(
        `[scale] ${ctx.deps.dbKind}: ${(csv.length / 1e6).toFixed(1)} MB, first apply ${Math.round(firstMs)} ms, ` +
          `re-apply ${Math.round(againMs)} ms, check ${Math.round(checkMs)} ms (budget ${budget} ms)`,
      );
      expect(firstMs).toBeLessThan(budget);
      expect(againMs).toBeLessThan(budget);
    },
    15 * 60_000,
  );
});
