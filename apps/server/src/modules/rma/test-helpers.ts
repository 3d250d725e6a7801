// Shared set-up of the RMA tests, partner and admin side (not a test file itself): the generic builders are
// the factories of test/factories.ts; what stays here is the RMA suites' own.
import { eq } from 'drizzle-orm';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { buildRma, buildRmaLine, buildUser, robotOf } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

export { caller, freshSerial, optionId, robotOf, todayOf } from '../../test/factories.ts';

/** A user of a company (that of `like`), active, of a given type: buildUser's short form. */
export async function addUser(ctx: TestContext, email: string, like: string, typeId: number) {
  await buildUser(ctx, { email, like, typeId });
}

export async function setQaParams(ctx: TestContext, values: Partial<typeof qaParams.$inferInsert>) {
  await ctx.deps.db.update(qaParams).set(values).where(eq(qaParams.id, QA_PARAMS_ROW_ID));
}

/** Reports a pump change on a seeded robot as `email` (a new unsent line) and answers the line. */
export async function reportPump(ctx: TestContext, email: string, sn: string) {
  const robot = await robotOf(ctx, email, sn);
  return buildRmaLine(ctx, { email, robot: { sn, pump1PN: robot.pump1PN, pump1SN: robot.pump1SN } });
}

/** Reports a pump change on each seeded robot and sends `email`'s lines as a new RMA (status SNT). */
export async function sendNewRma(ctx: TestContext, email: string, sns: string[]) {
  const robots = [];
  for (const sn of sns) {
    const robot = await robotOf(ctx, email, sn);
    robots.push({ sn, pump1PN: robot.pump1PN, pump1SN: robot.pump1SN });
  }
  return buildRma(ctx, { email, robots });
}
