// Stored files and warranty updates.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/auth.ts';
import type { TestContext } from '../harness.ts';
import { todayOf } from './ids.ts';
import { buildRobot } from './robots.ts';
import { callAs } from './sessions.ts';

/** A stored file row owned by the user's company (the upload route is the files module's own subject). */
export async function buildFile(
  ctx: TestContext,
  options: { email: string } & Partial<typeof files.$inferInsert>,
): Promise<number> {
  const { email, ...values } = options;
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`buildFile: no user ${email}`);
  const [file] = await ctx.deps.db
    .insert(files)
    .values({
      companyId: user.companyId,
      userId: user.id,
      storageKey: `uploads/${Math.random().toString(36).slice(2)}.pdf`,
      originalName: 'invoice.pdf',
      mime: 'application/pdf',
      size: 10,
      ...values,
    })
    .returning({ id: files.id });
  return file.id;
}

/**
 * A warranty update waiting for review: `email` (default service@demo.test) gives a sale date (default 10
 * days ago) and an invoice of its company through POST /api/warranty/{sn}, on `sn` (default a new robot).
 */
export async function buildWarrantyUpdate(
  ctx: TestContext,
  options: { email?: string; sn?: string; saleDate?: number; invoice?: number } = {},
) {
  const email = options.email ?? 'service@demo.test';
  const sn = options.sn ?? (await buildRobot(ctx)).sn;
  const invoice =
    options.invoice ??
    (await buildFile(ctx, { email, originalName: 'invoice.png', mime: 'image/png', kind: 'image' }));
  const res = await callAs(ctx, email, 'POST', `/api/warranty/${sn}`, {
    saleDate: options.saleDate ?? todayOf(ctx) - 10 * 86400,
    invoice,
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return { sn, invoice };
}
