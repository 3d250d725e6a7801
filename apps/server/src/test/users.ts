import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users.ts';
import type { TestContext } from './harness.ts';

/** The id of a (seeded) user by e-mail. */
export async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An inject with a cookie (and a JSON payload when given). */
export function as(ctx: TestContext, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie } });
}
