import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { findActorBySession } from './actor.ts';
import { canSeeCompany, visibleCompanyIds } from '../access/index.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

async function actorFor(email: string) {
  const cookie = await ctx.login(email);
  const actor = await findActorBySession(ctx.deps.db, cookie.split('=')[1], ctx.clock.now());
  return actor!;
}

async function companyId(number: string) {
  const [row] = await ctx.deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.number, number));
  return row.id;
}

describe('visibleCompanyIds', () => {
  it('gives provider staff every company', async () => {
    expect(visibleCompanyIds(await actorFor('admin@demo.test'))).toBe('all');
    expect(visibleCompanyIds(await actorFor('staff@demo.test'))).toBe('all');
  });

  it('gives a distributor its own company and the service centres under it, nothing else', async () => {
    const actor = await actorFor('distributor@demo.test');
    expect(visibleCompanyIds(actor)).toEqual([await companyId('2001'), await companyId('3002')]);
    expect(canSeeCompany(actor, await companyId('3001'))).toBe(false);
  });

  it('gives a service centre only its own company', async () => {
    const actor = await actorFor('service@demo.test');
    expect(visibleCompanyIds(actor)).toEqual([await companyId('3001')]);
    expect(canSeeCompany(actor, await companyId('3003'))).toBe(false);
  });
});
