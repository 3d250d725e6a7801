// Shared set-up of the repairs tests (not a test file itself).
import { and, eq } from 'drizzle-orm';
import { optionItems } from '../../db/schema/options.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { users } from '../../db/schema/users.ts';
import type { TestContext } from '../../test/harness.ts';

export type Robot = Record<string, string> & { sn: string; pn: string };

let serialCounter = 90_000_000;
/** A serial of the demo's shape (prefix + 8 digits) that no robot holds. */
export const freshSerial = (prefix: string) => `${prefix}${serialCounter++}`;

export async function robotOf(ctx: TestContext, cookie: string, sn: string): Promise<Robot> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/robots/sn/${sn}`, headers: { cookie } });
  return res.json().data;
}

export async function optionId(ctx: TestContext, list: 'complaint' | 'failure', code: string) {
  const [row] = await ctx.deps.db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.list, list), eq(optionItems.code, code)));
  return row.id;
}

/** A user of a company (same password hash as `like`), active, of a given type. */
export async function addUser(ctx: TestContext, email: string, like: string, typeId: number) {
  const [model] = await ctx.deps.db.select().from(users).where(eq(users.email, like));
  await ctx.deps.db.insert(users).values({
    email,
    name: email.split('@')[0],
    companyId: model.companyId,
    typeId,
    passwordHash: model.passwordHash,
    status: 'active',
    gdprApproved: true,
  });
}

export async function setQaParams(ctx: TestContext, values: Partial<typeof qaParams.$inferInsert>) {
  await ctx.deps.db.update(qaParams).set(values).where(eq(qaParams.id, QA_PARAMS_ROW_ID));
}

/** Today's UTC midnight of the test clock, in unix seconds. */
export const todayOf = (ctx: TestContext) => Math.floor(ctx.clock.now().getTime() / 86400_000) * 86400;
