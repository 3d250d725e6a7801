import { describe, expect, it } from 'vitest';
import { isPostgresLane, type TestContext, useTestContext } from '../../../test/harness.ts';
import { freshSerial, optionId, robotOf, setQaParams, todayOf } from '../test-helpers.ts';

let ctx: TestContext;
useTestContext(
  (c) => {
    ctx = c;
  },
  { when: isPostgresLane },
);

describe.skipIf(!isPostgresLane)('QA limit under concurrent saves (PostgreSQL)', () => {
  it('never sends two parts to QA when one place is left', async () => {
    const cookie = await ctx.login('service@demo.test');
    const complaint = await optionId(ctx, 'complaint', 'no_power');
    const failure = await optionId(ctx, 'failure', 'psu');
    const serials = ['SN100030', 'SN100031', 'SN100032', 'SN100034', 'SN100035', 'SN100036'];
    const bodies = await Promise.all(
      serials.map(async (sn) => {
        const robot = await robotOf(ctx, cookie, sn);
        const line = {
          oldPN: robot.psuPN,
          oldSN: robot.psuSN,
          newPN: robot.psuPN,
          newSN: freshSerial('PS'),
          complaint,
          failure,
        };
        return { sn, body: { technician: 'Ann', repairDate: todayOf(ctx), lines: [line] } };
      }),
    );
    const save = ({ sn, body }: (typeof bodies)[number]) =>
      ctx.app.inject({ method: 'PUT', url: `/api/rma/line/${sn}`, payload: body, headers: { cookie } });
    // Limit 3 with 2 used: one place left, three pairs race for it in turn.
    await setQaParams(ctx, { prefix1: 'PS', prefix1MonthlyLimit: 3 });
    expect((await save(bodies[0])).json().data[0].returnToQA).toBe(true);
    expect((await save(bodies[1])).json().data[0].returnToQA).toBe(true);
    const [x, y] = await Promise.all([save(bodies[2]), save(bodies[3])]);
    const flags = [x.json().data[0].returnToQA, y.json().data[0].returnToQA];
    expect(flags.filter(Boolean)).toHaveLength(1);
    const [p, q] = await Promise.all([save(bodies[4]), save(bodies[5])]);
    expect([p.json().data[0].returnToQA, q.json().data[0].returnToQA]).toEqual([false, false]);
  });
});
