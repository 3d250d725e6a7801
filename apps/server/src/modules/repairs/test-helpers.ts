// Shared set-up of the repairs tests (not a test file itself): the generic builders are the factories of
// test/factories.ts; what stays here is the repairs suites' own.
import { eq } from 'drizzle-orm';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

export { freshSerial, optionId, robotOf, todayOf } from '../../test/factories.ts';

/** A user of a company (that of `like`), active, of a given type: buildUser's short form. */
export async function addUser(ctx: TestContext, email: string, like: string, typeId: number) {
  await buildUser(ctx, { email, like, typeId });
}

export async function setQaParams(ctx: TestContext, values: Partial<typeof qaParams.$inferInsert>) {
  await ctx.deps.db.update(qaParams).set(values).where(eq(qaParams.id, QA_PARAMS_ROW_ID));
}
