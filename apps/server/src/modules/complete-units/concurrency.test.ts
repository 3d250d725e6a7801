import type { UnitOptions } from '@poolside/contract/complete-units';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { isPostgresLane, type TestContext, useTestContext } from '../../test/harness.ts';
import { uploadInvoice, validBody } from './test-helpers.ts';

let ctx: TestContext;
useTestContext(
  (c) => {
    ctx = c;
  },
  { when: isPostgresLane },
);

describe.skipIf(!isPostgresLane)('one request per robot under concurrent creates (PostgreSQL)', () => {
  it('lets exactly one of simultaneous creates through; the others answer -26', async () => {
    const service = await ctx.login('service@demo.test');
    const galil = await ctx.login('galil@demo.test');
    const options: UnitOptions = (
      await ctx.app.inject({ method: 'GET', url: '/api/completeUnits/options', headers: { cookie: service } })
    ).json().data;
    const bodies = await Promise.all(
      [service, galil, service, galil].map(async (cookie) => ({
        cookie,
        payload: validBody(ctx, options, 'SN100002', await uploadInvoice(ctx, cookie)),
      })),
    );
    const answers = await Promise.all(
      bodies.map(({ cookie, payload }) =>
        ctx.app.inject({ method: 'PUT', url: '/api/completeUnits', payload, headers: { cookie } }),
      ),
    );
    const codes = answers.map((a) => a.json().code).sort();
    expect(codes).toEqual([-26, -26, -26, 0]);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const rows = await ctx.deps.db.select().from(completeUnits).where(eq(completeUnits.sn, 'SN100002'));
    expect(rows).toHaveLength(1);
  });
});
