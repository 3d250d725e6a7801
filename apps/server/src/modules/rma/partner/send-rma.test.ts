import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rmaRequests } from '../../../db/schema/rma.ts';
import { buildRmaLine, callAs, userIdOf } from '../../../test/factories.ts';
import { type TestContext, useTestContext } from '../../../test/harness.ts';

// Runs in both lanes: on PGlite the twins queue one after the other, on PostgreSQL they really race.
let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

let keys = 0;
const freshKey = () => `send-key-${Date.now().toString(36)}-${++keys}`;
const send = (email: string, body: object) => callAs(ctx, email, 'PUT', '/api/rma/requests', body);
const rmaCountOf = async (email: string) =>
  (
    await ctx.deps.db
      .select()
      .from(rmaRequests)
      .where(eq(rmaRequests.userId, await userIdOf(ctx, email)))
  ).length;

describe('sending an RMA again (a retry, a double click on the confirmation)', () => {
  it('the same send repeated with its key answers the RMA it made, not "nothing to send"', async () => {
    const email = 'service@demo.test';
    await send(email, {}); // nothing of earlier tests left unsent
    const lines = [await buildRmaLine(ctx, { email }), await buildRmaLine(ctx, { email })];
    const before = await rmaCountOf(email);
    const body = { warrantyOnly: false, idempotencyKey: freshKey() };
    const first = await send(email, body);
    expect(first).toMatchObject({ status: true, code: 0, data: { lines: 2 } });
    const repeat = await send(email, body);
    expect(repeat).toMatchObject({ status: true, code: 0, data: { id: first.data.id, lines: 2 } });
    expect(await rmaCountOf(email)).toBe(before + 1);
    const rma = await callAs(ctx, email, 'GET', `/api/rma/requests/${first.data.id}`);
    expect(rma.data.lines.map((l: { id: number }) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
    // Another send (a new key, or none) with nothing left is still "nothing to send".
    expect(await send(email, { idempotencyKey: freshKey() })).toMatchObject({ code: -14 });
    expect(await send(email, {})).toMatchObject({ code: -14 });
  });

  it('twins sent at once make one RMA, and every twin answers it', async () => {
    const email = 'galil@demo.test';
    await send(email, {});
    await buildRmaLine(ctx, { email });
    await buildRmaLine(ctx, { email });
    const before = await rmaCountOf(email);
    const body = { idempotencyKey: freshKey() };
    const answers = await Promise.all([send(email, body), send(email, body), send(email, body)]);
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.map((a) => a.data.lines)).toEqual([2, 2, 2]);
    expect(await rmaCountOf(email)).toBe(before + 1);
  });

  it("a key is the sender's own: another user's same key sends their own lines; a bad key is -6", async () => {
    const body = { idempotencyKey: freshKey() };
    await send('service@demo.test', {});
    await send('galil@demo.test', {});
    await buildRmaLine(ctx, { email: 'service@demo.test' });
    await buildRmaLine(ctx, { email: 'galil@demo.test' });
    const mine = await send('service@demo.test', body);
    const theirs = await send('galil@demo.test', body);
    expect(theirs).toMatchObject({ code: 0, data: { lines: 1 } });
    expect(theirs.data.id).not.toBe(mine.data.id);
    expect(await send('service@demo.test', { idempotencyKey: 'short' })).toMatchObject({
      code: -6,
      data: { field: 'idempotencyKey' },
    });
  });
});
