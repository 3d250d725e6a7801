// The top bar's staff search (issue 18): provider staff find a robot by serial, an RMA or an order by number
// across every company, in one prepared statement; anyone else is refused (-11) and learns nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { rmaRequests } from '../../db/schema/rma.ts';
import { orders } from '../../db/schema/spares.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { buildRmaRow, buildRobot } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';
import { parseStaffQuery } from './search-service.ts';

let ctx: TestContext;
let admin: Caller;
let staff: Caller;
let service: Caller;
let distributor: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, [
    'admin@demo.test',
    'staff@demo.test',
    'service@demo.test',
    'distributor@demo.test',
  ]);
  admin = callers.as('admin@demo.test');
  staff = callers.as('staff@demo.test');
  service = callers.as('service@demo.test');
  distributor = callers.as('distributor@demo.test');
});
afterAll(async () => {
  await ctx?.close();
});

const search = (who: Caller, q: string) => who('GET', `/api/search?q=${encodeURIComponent(q)}`);

describe('staff search', () => {
  it('finds a robot by its serial, typed in any case, with its model and company', async () => {
    const robot = await buildRobot(ctx);
    const res = await search(staff, ` ${robot.sn.toLowerCase()} `);
    expect(res.status).toBe(true);
    expect(res.data.hits).toEqual([
      expect.objectContaining({
        kind: 'serial',
        key: robot.sn,
        pn: robot.pn,
        year: robot.year,
        companyName: 'ClearWater Service',
        companyNumber: '3001',
      }),
    ]);
  });

  it('finds an RMA of another company by number, with "#" or "RMA" before it', async () => {
    const rma = await buildRmaRow(ctx, { email: 'galil@demo.test', status: 'REC', finished: false });
    for (const q of [String(rma.id), `#${rma.id}`, `RMA ${rma.id}`]) {
      const hits = (await search(admin, q)).data.hits.filter((h: { kind: string }) => h.kind === 'rma');
      expect(hits, q).toEqual([
        expect.objectContaining({
          kind: 'rma',
          id: rma.id,
          status: 'REC',
          finished: false,
          companyNumber: '3003',
        }),
      ]);
    }
  });

  it('finds an order by number with its total and currency', async () => {
    const [order] = await ctx.deps.db
      .select({
        id: orders.id,
        total: orders.totalMinor,
        currency: orders.currency,
        number: companies.number,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .limit(1);
    const hits = (await search(staff, String(order.id))).data.hits.filter(
      (h: { kind: string }) => h.kind === 'order',
    );
    expect(hits).toEqual([
      expect.objectContaining({
        kind: 'order',
        id: order.id,
        amountMinor: order.total,
        currency: order.currency,
        companyNumber: order.number,
      }),
    ]);
  });

  it('restricts the kind to a typed prefix: order/commande/pedido, rma', async () => {
    // A number that is both an RMA's and an order's.
    const [both] = await ctx.deps.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(rmaRequests, eq(rmaRequests.id, orders.id))
      .limit(1);
    const n = both.id;
    const kinds = async (q: string) =>
      (await search(staff, q)).data.hits
        .filter((h: { id: number }) => h.id === n)
        .map((h: { kind: string }) => h.kind);
    expect(await kinds(String(n))).toEqual(['rma', 'order']);
    for (const q of [`order ${n}`, `Order #${n}`, `commande ${n}`, `pedido ${n}`])
      expect(await kinds(q), q).toEqual(['order']);
    for (const q of [`rma ${n}`, `RMA#${n}`]) expect(await kinds(q), q).toEqual(['rma']);
  });

  it('finds the robot a part serial is fitted in', async () => {
    const robot = await buildRobot(ctx);
    const hits = (await search(staff, robot.motorSN.toLowerCase())).data.hits;
    expect(hits).toEqual([
      expect.objectContaining({
        kind: 'part',
        key: robot.motorSN,
        partPn: robot.motorPN,
        robotSn: robot.sn,
        pn: robot.pn,
        year: robot.year,
        companyNumber: '3001',
      }),
    ]);
  });

  it('finds an order by its internal number, in any case', async () => {
    const [order] = await ctx.deps.db.select({ id: orders.id }).from(orders).limit(1);
    await ctx.deps.db.update(orders).set({ internalNumber: 'PO-Search-4711' }).where(eq(orders.id, order.id));
    const hits = (await search(staff, 'po-search-4711')).data.hits;
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'order', id: order.id, internalNumber: 'PO-Search-4711' }),
    ]);
  });

  it('finds companies by a part of their name', async () => {
    const hits = (await search(staff, 'learwat')).data.hits;
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'company', key: 'ClearWater Service', companyNumber: '3001' }),
    ]);
  });

  it('answers no hit for what names nothing, and -6/-12 for a bad query', async () => {
    expect((await search(staff, 'NO-SUCH-SERIAL')).data.hits).toEqual([]);
    expect((await search(staff, '99999999')).data.hits).toEqual([]);
    const empty = await staff('GET', '/api/search?q=');
    expect([empty.http, empty.code]).toEqual([400, -12]);
    expect((await search(staff, 'x'.repeat(61))).code).toBe(-6);
  });

  it('refuses partners (-11) and visitors (-5) without touching the database', async () => {
    const robot = await buildRobot(ctx);
    for (const who of [service, distributor]) {
      const res = await search(who, robot.sn);
      expect([res.http, res.code, res.data]).toEqual([403, -11, null]);
    }
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${robot.sn}` });
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, -5]);
  });

  it('sends one statement beside the session check', async () => {
    const robot = await buildRobot(ctx);
    const cookie = await ctx.login('staff@demo.test');
    const log = await countStatements(ctx.deps.db, () =>
      ctx.app.inject({ method: 'GET', url: `/api/search?q=${robot.sn}`, headers: { cookie } }),
    );
    expect(log.result.statusCode).toBe(200);
    expect(log.count, describeStatements(log)).toBeLessThanOrEqual(2);
  });

  it('answers a repeat from memory and every change at once: units, serials, RMAs, companies', async () => {
    const cookie = await ctx.login('staff@demo.test');
    const read = (q: string) =>
      countStatements(ctx.deps.db, () =>
        ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: { cookie } }),
      );
    const hits = async (q: string) => (await read(q)).result.json().data.hits;
    const robot = await buildRobot(ctx);
    const rma = await buildRmaRow(ctx, { email: 'galil@demo.test', status: 'REC', finished: false });
    const later = `${robot.sn}X`;
    expect(await hits(later)).toEqual([]);
    expect(await hits(String(rma.id))).toEqual([expect.objectContaining({ kind: 'rma', status: 'REC' })]);
    for (const q of [robot.sn, later, String(rma.id)]) {
      const first = await read(q);
      const kept = await read(q);
      expect(kept.count, `${q}: ${describeStatements(kept)}`).toBe(0);
      expect(kept.result.body).toBe(first.result.body);
    }
    // A serial found nowhere: found once a unit takes it.
    await ctx.deps.db.update(robotUnits).set({ sn: later }).where(eq(robotUnits.id, robot.id));
    expect(await hits(later)).toEqual([expect.objectContaining({ kind: 'serial', key: later })]);
    expect(await hits(robot.sn)).toEqual([]);
    await ctx.deps.db
      .update(companies)
      .set({ name: 'ClearWater Service 2' })
      .where(eq(companies.number, '3001'));
    expect(await hits(later)).toEqual([expect.objectContaining({ companyName: 'ClearWater Service 2' })]);
    await ctx.deps.db
      .update(companies)
      .set({ name: 'ClearWater Service' })
      .where(eq(companies.number, '3001'));
    // A part serial found nowhere: found once a part with it is fitted.
    const part = `${robot.psuSN}Z`;
    expect(await hits(part)).toEqual([]);
    await ctx.deps.db.update(fittedParts).set({ sn: part }).where(eq(fittedParts.sn, robot.psuSN));
    expect(await hits(part)).toEqual([expect.objectContaining({ kind: 'part', key: part })]);
    await ctx.deps.db.update(rmaRequests).set({ status: 'APP' }).where(eq(rmaRequests.id, rma.id));
    expect(await hits(String(rma.id))).toEqual([expect.objectContaining({ kind: 'rma', status: 'APP' })]);
  });
});

describe('parseStaffQuery', () => {
  it('reads a number alone or after #, RMA, order words (which restrict the kind); else a text', () => {
    expect(parseStaffQuery('123')).toMatchObject({ rmaId: 123, orderId: 123, sn: '123' });
    expect(parseStaffQuery('#45')).toMatchObject({ rmaId: 45, orderId: 45, sn: null });
    expect(parseStaffQuery('rma #7')).toMatchObject({ rmaId: 7, orderId: null, sn: null, text: null });
    expect(parseStaffQuery('Order 9')).toMatchObject({ rmaId: null, orderId: 9, sn: null, text: null });
    expect(parseStaffQuery('Pedido 9')).toMatchObject({ rmaId: null, orderId: 9 });
    expect(parseStaffQuery('AB123')).toMatchObject({
      rmaId: null,
      orderId: null,
      sn: 'AB123',
      text: 'ab123',
    });
    expect(parseStaffQuery('0')).toMatchObject({ rmaId: null, orderId: null });
    expect(parseStaffQuery('99999999999')).toMatchObject({ rmaId: null, orderId: null });
  });
});
