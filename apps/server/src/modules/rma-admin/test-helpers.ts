// Shared set-up of the admin RMA tests (not a test file itself).
import { buildRma, buildRmaLine, robotOf } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

export { caller } from '../../test/factories.ts';

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
