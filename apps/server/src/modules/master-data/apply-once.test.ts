import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { csvOf, uploadImport } from './test-helpers.ts';

// Runs on both lanes: PGlite (one connection: the twins queue) and PostgreSQL (a pool: they really race).
let ctx: TestContext;
let admin: string;
useTestContext(async (c) => {
  ctx = c;
  admin = await c.login('admin@demo.test');
});

const header = ['sn', 'modelPn', 'modelYear', 'productionDate'];
const twoUnits = (prefix: string) =>
  csvOf(header, [
    [`${prefix}01`, 'AB-S300', 2024, '01/02/2025'],
    [`${prefix}02`, 'AB-S300', 2024, '02/02/2025'],
  ]);
const apply = (csv: string, idempotencyKey: string | null) =>
  uploadImport(ctx, admin, 'units', 'apply', 'units.csv', csv, { idempotencyKey });
const entriesOf = (key: string) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'masterData.import'), eq(auditLog.entityId, key)));

describe('applying one checked file', () => {
  it('twice at once (a double click: the same key) runs once, and both answer its report', async () => {
    const csv = twoUnits('SN97000');
    const answers = await Promise.all([apply(csv, 'apply-key-0001'), apply(csv, 'apply-key-0001')]);
    for (const answer of answers) {
      expect(answer.http).toBe(200);
      expect(answer.data).toMatchObject({ isApplied: true, rows: 2, created: 2, updated: 0, unchanged: 0 });
    }
    expect(await entriesOf('apply-key-0001')).toHaveLength(1);
  });

  it('again later with the same key answers the first report and writes nothing', async () => {
    const csv = twoUnits('SN97100');
    const first = await apply(csv, 'apply-key-0002');
    expect(first.data).toMatchObject({ created: 2 });
    const again = await apply(csv, 'apply-key-0002');
    expect(again.data).toMatchObject({ isApplied: true, created: 2, updated: 0, unchanged: 0 });
    expect(await entriesOf('apply-key-0002')).toHaveLength(1);
    // A new check makes a new key: that apply runs, and finds everything already there.
    const next = await apply(csv, 'apply-key-0003');
    expect(next.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('is refused without its key (-12 idempotencyKey): nothing is written', async () => {
    const res = await apply(twoUnits('SN97200'), null);
    expect(res).toMatchObject({
      http: 400,
      code: -12,
      data: { field: 'idempotencyKey', fields: ['idempotencyKey'] },
    });
  });
});
