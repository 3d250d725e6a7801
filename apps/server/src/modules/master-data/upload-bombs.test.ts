import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { uploadImport } from './test-helpers.ts';
import { deflatedRun, runCrc, textEntry, xlsxFrame, zipOf } from './zip-bombs.ts';

let ctx: TestContext;
let admin: string;
useTestContext(async (c) => {
  ctx = c;
  admin = await c.login('admin@demo.test');
});

const GB = 1024 * 1024 * 1024;
const sheet = 'modelPn,modelYear,kind,no,name,file\nAB-S300,2024,document,B-1,Bomb,docs/big.pdf\n';

/**
 * Runs the upload and expects it refused at `file` with `code` and `reason`, within 3 s, while the process's
 * peak memory rises by less than 200 MB.
 */
async function expectRefusedCheaply(
  upload: () => ReturnType<typeof uploadImport>,
  code: number,
  reason: string,
) {
  const peakBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  const answer = await upload();
  const ms = performance.now() - started;
  const grownMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
  expect(answer).toMatchObject({ http: 400, code, data: { field: 'file', reason } });
  expect(ms).toBeLessThan(3000);
  expect(grownMb).toBeLessThan(200);
}

const bundle = (declared: number) =>
  zipOf([
    textEntry('documents.csv', sheet),
    { name: 'docs/big.pdf', data: deflatedRun(0, GB), size: declared, crc: runCrc(0, GB) },
  ]);

const xlsx = (declared: number) => {
  const [open, close] = ['<sst><si><t>', '</t></si></sst>'];
  const data = deflatedRun(0x61, GB, open, close);
  return zipOf(
    xlsxFrame({ name: 'xl/sharedStrings.xml', data, size: declared, crc: runCrc(0x61, GB, open, close) }),
  );
};

describe('an uploaded archive that inflates far beyond its size', () => {
  it('a .zip whose directory declares a gigabyte is refused before anything is inflated', async () => {
    const zip = bundle(GB);
    expect(zip.length).toBeLessThan(4 * 1024 * 1024);
    await expectRefusedCheaply(
      () => uploadImport(ctx, admin, 'documents', 'check', 'bundle.zip', zip),
      -6,
      'unzippedTooLarge',
    );
  }, 120_000);

  it('a .zip whose directory lies (a few KB declared, a gigabyte inside) stops at the declared size', async () => {
    await expectRefusedCheaply(
      () => uploadImport(ctx, admin, 'documents', 'apply', 'bundle.zip', bundle(4096)),
      -25,
      'zipDamaged',
    );
  }, 120_000);

  it('an .xlsx (a zip too) whose shared strings declare a gigabyte is refused before reading', async () => {
    await expectRefusedCheaply(
      () => uploadImport(ctx, admin, 'units', 'check', 'units.xlsx', xlsx(GB)),
      -6,
      'unzippedTooLarge',
    );
  }, 120_000);

  it('an .xlsx whose shared strings lie about their size is refused at the declared size', async () => {
    await expectRefusedCheaply(
      () => uploadImport(ctx, admin, 'units', 'check', 'units.xlsx', xlsx(4096)),
      -25,
      'zipDamaged',
    );
  }, 120_000);
});
