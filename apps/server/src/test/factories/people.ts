// Companies and users (straight to the database).
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/auth.ts';
import type { TestContext } from '../harness.ts';
import { nextId } from './ids.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** A customer company (a service centre under no distributor unless `parentId` says so). */
export async function buildCompany(
  ctx: TestContext,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  const n = nextId();
  const [row] = await ctx.deps.db
    .insert(companies)
    .values({
      name: `Test company ${n}`,
      number: `T${n}${Date.now() % 100000}`,
      kind: 'service_centre',
      ...overrides,
    })
    .returning();
  return row;
}

export type UserRow = typeof users.$inferSelect;

const passwordHashes = new WeakMap<TestContext, Promise<string>>();
/** The demo password's hash, read once per context (hashing again would cost ~50 ms per user). */
function demoPasswordHash(ctx: TestContext): Promise<string> {
  let hash = passwordHashes.get(ctx);
  if (!hash) {
    hash = ctx.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'service@demo.test'))
      .then(([row]) => row.hash);
    passwordHashes.set(ctx, hash);
  }
  return hash;
}

/**
 * An active user who can log in with the demo password (`ctx.login(user.email)`). Defaults: a service
 * technician (type 6) of a new company; `like: 'service@demo.test'` puts it in that user's company.
 */
export async function buildUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { like?: string } = {},
): Promise<UserRow> {
  const { like, ...values } = overrides;
  let companyId = values.companyId;
  if (companyId === undefined && like) {
    const [model] = await ctx.deps.db.select().from(users).where(eq(users.email, like));
    if (!model) throw new Error(`buildUser: no user ${like}`);
    companyId = model.companyId;
  }
  companyId ??= (await buildCompany(ctx)).id;
  const n = nextId();
  const email = values.email ?? `user${n}@factory.test`;
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      name: email.split('@')[0],
      typeId: 6,
      passwordHash: await demoPasswordHash(ctx),
      status: 'active',
      gdprApproved: true,
      ...values,
      email,
      companyId,
    })
    .returning();
  return row;
}

/** The id of a user by e-mail (seeded or built). */
export async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
