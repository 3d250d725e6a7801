import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import {
  buildCompany,
  buildContent,
  buildRma,
  buildRmaLine,
  buildRobot,
  buildUser,
  buildWarrantyUpdate,
  callAs,
  robotOf,
} from './factories.ts';
import { type TestContext, useTestContext } from './harness.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

describe('test factories', () => {
  it('builds a company and a user who can log in, with overrides', async () => {
    const company = await buildCompany(ctx, { name: 'Lagoon Pools' });
    const user = await buildUser(ctx, { companyId: company.id, typeId: 3, language: 'fra' });
    expect(user).toMatchObject({ companyId: company.id, typeId: 3, status: 'active' });
    const me = await callAs(ctx, user.email, 'GET', `/api/users/${user.id}`);
    expect(me).toMatchObject({ code: 0, data: { email: user.email, language: 'fra' } });
    const colleague = await buildUser(ctx, { like: 'service@demo.test' });
    const [service] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    expect(colleague.companyId).toBe(service.companyId);
  });

  it('builds a robot whose item answers its fitted parts and production date', async () => {
    const robot = await buildRobot(ctx, { ageMonths: 10 });
    const item = await robotOf(ctx, 'service@demo.test', robot.sn);
    expect(item).toMatchObject({
      sn: robot.sn,
      pn: 'AB-S300',
      motorSN: robot.motorSN,
      pump1PN: robot.pump1PN,
      pump1SN: robot.pump1SN,
      psuSN: robot.psuSN,
      underWarranty: true,
    });
    expect(new Date(Number(item.productionDate) * 1000).toISOString().slice(0, 10)).toBe(
      robot.productionDate,
    );
  });

  it('builds repair lines and a sent RMA through the API', async () => {
    const line = await buildRmaLine(ctx);
    expect(line).toMatchObject({ underWarranty: true });
    const rma = await buildRma(ctx, { lines: 2 });
    const read = await callAs(ctx, 'service@demo.test', 'GET', `/api/rma/requests/${rma.id}`);
    expect(read.data).toMatchObject({ status: 'SNT', finished: false });
    expect(read.data.lines.map((l: { id: number }) => l.id)).toEqual(rma.lines.map((l) => l.id));
  });

  it('builds a warranty update waiting for review, and a news item', async () => {
    const { sn, invoice } = await buildWarrantyUpdate(ctx);
    const update = await callAs(ctx, 'staff@demo.test', 'GET', `/api/warranty/${sn}`);
    expect(update.data).toMatchObject({ sn, invoice, reviewedAt: null });
    const news = await buildContent(ctx, { title: 'Factory news' });
    const read = await callAs(ctx, 'service@demo.test', 'GET', `/api/contents/${news.id}`);
    expect(read.data).toMatchObject({ type: 'news', hidden: 0 });
  });
});
