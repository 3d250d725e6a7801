// Repairs and RMAs (through the API, as a user would), RMA rows for lists, the robot item as a user sees it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { rmaRequests } from '../../db/schema/rma.ts';
import { users } from '../../db/schema/auth.ts';
import type { TestContext } from '../harness.ts';
import { freshSerial, todayOf } from './ids.ts';
import { type BuiltRobot, buildRobot, optionId } from './robots.ts';
import { callAs, cookieOf } from './sessions.ts';

export type BuiltLine = { id: number; robotSN: string; underWarranty: boolean; returnToQA: boolean };

/**
 * An unsent repair line of `email` (default service@demo.test): a pump change on `robot` (default a new
 * robot), saved through PUT /api/rma/line/{sn} so every composer rule holds. `line` overrides its fields.
 */
export async function buildRmaLine(
  ctx: TestContext,
  options: {
    email?: string;
    robot?: BuiltRobot | { sn: string; pump1PN: string; pump1SN: string };
    line?: Record<string, unknown>;
    body?: Record<string, unknown>;
  } = {},
): Promise<BuiltLine> {
  const email = options.email ?? 'service@demo.test';
  const robot = options.robot ?? (await buildRobot(ctx));
  const res = await callAs(ctx, email, 'PUT', `/api/rma/line/${robot.sn}`, {
    technician: 'Tom',
    repairDate: todayOf(ctx),
    internalNumber: `IN-${robot.sn}`,
    ...options.body,
    lines: [
      {
        oldPN: robot.pump1PN,
        oldSN: robot.pump1SN,
        newPN: robot.pump1PN,
        newSN: freshSerial('PU'),
        complaint: await optionId(ctx, 'complaint', 'noise'),
        failure: await optionId(ctx, 'failure', 'pump'),
        ...options.line,
      },
    ],
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return res.data[0] as BuiltLine;
}

/**
 * A sent RMA (status SNT) of `email`: one pump line per robot (default `lines` new robots, 1), sent
 * through PUT /api/rma/requests. Answers its id and lines.
 */
export async function buildRma(
  ctx: TestContext,
  options: {
    email?: string;
    robots?: (BuiltRobot | { sn: string; pump1PN: string; pump1SN: string })[];
    lines?: number;
  } = {},
) {
  const email = options.email ?? 'service@demo.test';
  const robots = options.robots ?? [];
  for (let i = robots.length; i < (options.lines ?? 1); i++) robots.push(await buildRobot(ctx));
  const lines: BuiltLine[] = [];
  for (const robot of robots) lines.push(await buildRmaLine(ctx, { email, robot }));
  const res = await callAs(ctx, email, 'PUT', '/api/rma/requests', { ids: lines.map((l) => l.id) });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return { id: res.data.id as number, lines };
}

/**
 * An RMA request row straight in the database, for list and history tests that need many (a finished,
 * closed RMA of galil@demo.test's company by default, sent yesterday). Its lines are not built: use
 * buildRma for an RMA whose lines matter.
 */
export async function buildRmaRow(
  ctx: TestContext,
  overrides: Partial<typeof rmaRequests.$inferInsert> & { email?: string } = {},
) {
  const { email = 'galil@demo.test', ...values } = overrides;
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`buildRmaRow: no user ${email}`);
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.deps.db
    .insert(rmaRequests)
    .values({
      companyId: user.companyId,
      userId: user.id,
      status: 'CLS',
      finished: true,
      dateSent: new Date(now - 86400_000),
      finishedAt: new Date(now),
      ...values,
    })
    .returning();
  return row;
}

/**
 * The robot item (GET /api/robots/sn/{sn}) as a user sees it: warranty, PN/SN pairs, history. `who` is a
 * user's e-mail or a session cookie header.
 */
export async function robotOf(ctx: TestContext, who: string, sn: string) {
  const cookie = who.includes('=') ? who : await cookieOf(ctx, who);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/robots/sn/${sn}`, headers: { cookie } });
  return res.json().data as Record<string, string> & { sn: string; pn: string; productionDate: number };
}
