import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { setPrice } from './test-helpers.ts';

let ctx: TestContext;
let service: Caller;
let galil: Caller;
let riviera: Caller;
let staff: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, [
    'service@demo.test',
    'galil@demo.test',
    'riviera@demo.test',
    'staff@demo.test',
  ]);
  service = callers.as('service@demo.test');
  galil = callers.as('galil@demo.test');
  riviera = callers.as('riviera@demo.test');
  staff = callers.as('staff@demo.test');
  await setPrice(ctx, 'AB-BRS-01', { USD: 1995, EUR: 1850, ILS: 7300 });
});
afterAll(async () => {
  await ctx?.close();
});

const search = (caller: Caller, body: object) => caller('POST', '/api/robots/parts', body);

describe('POST /api/robots/parts', () => {
  it('finds a part by its PN (from its start, any case), with every robot it fits and the company price', async () => {
    const r = await search(service, { searchType: 'pn', input: 'ab-brs' });
    expect(r.code).toBe(0);
    const brush = r.data.rows.filter((row: { partPn: string }) => row.partPn === 'AB-BRS-01');
    expect(brush.length).toBeGreaterThan(1);
    expect(brush[0]).toMatchObject({
      partDescription: expect.stringMatching(/brush/i),
      currency: 'USD',
      itemPrice: 1995,
    });
    expect(brush[0].pn).toMatch(/^AB-/);
    expect(brush[0].year).toBeGreaterThan(2020);
    expect(brush[0].robotDescription).toBe(brush[0].description);
    // Not in the middle of a PN.
    const mid = await search(service, { searchType: 'pn', input: 'BRS-01' });
    expect(mid.data.rows).toEqual([]);
  });

  it('prices in the reader company currency after its discount (Galil: ILS, 5 %)', async () => {
    const r = await search(galil, { searchType: 'pn', input: 'AB-BRS-01' });
    // 7300 × 0.95 = 6935
    expect(r.data.rows[0]).toMatchObject({ currency: 'ILS', itemPrice: 6935 });
  });

  it('lists a robot workbook when searching by robot name or PN', async () => {
    const byName = await search(service, { searchType: 'robot', input: 'swift 300' });
    expect(byName.data.rows.length).toBeGreaterThan(5);
    expect(new Set(byName.data.rows.map((r: { description: string }) => r.description))).toEqual(
      new Set(['AquaBot Swift 300']),
    );
    const byPn = await search(service, { searchType: 'robot', input: byName.data.rows[0].pn });
    expect(byPn.data.rows.length).toBeGreaterThan(0);
  });

  it('searches PNs and descriptions everywhere (global)', async () => {
    const r = await search(service, { searchType: 'global', input: 'fine filter', pageSize: 50 });
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(
      r.data.rows.every((row: { partDescription: string }) => /fine filter/i.test(row.partDescription)),
    ).toBe(true);
  });

  it('offers the successor of a superseded part', async () => {
    const r = await search(service, { searchType: 'pn', input: 'AB-BRS-01' });
    expect(r.data.rows[0].successor).toMatchObject({ pn: 'AB-BRS-02' });
    const current = await search(service, { searchType: 'pn', input: 'AB-PMP-S300B' });
    expect(current.data.rows[0].successor).toBeNull();
  });

  it('pages small answers: hasMore, then the next page continues', async () => {
    const first = await search(service, { searchType: 'global', input: 'AB-', pageSize: 5 });
    expect(first.data.rows).toHaveLength(5);
    expect(first.data.hasMore).toBe(true);
    const second = await search(service, { searchType: 'global', input: 'AB-', pageSize: 5, page: 2 });
    expect(second.data.rows).toHaveLength(5);
    const key = (r: { partPn: string; pn: string; year: number }) => `${r.partPn}/${r.pn}/${r.year}`;
    expect(second.data.rows.map(key)).not.toContain(first.data.rows[0] && key(first.data.rows[0]));
  });

  it('finds only the parts and robots of the brands the company sees (catalogue rule)', async () => {
    // The demo seed: 3001 (service) sees AquaBot and WaveMaster, 3003 (galil) DeepBlue and AquaBot, 3002
    // (riviera) sits under 2001 and sees its AquaBot, WaveMaster and ClearPro; provider staff see all.
    // The brands of the robots found. A part no robot claims belongs to no brand and is found by everybody
    // (the seed's reinforced handles, which the compatibility template's example adds): it names no robot.
    const robotsOf = (r: { data: { rows: { description: string }[] } }) =>
      new Set(r.data.rows.filter((row) => row.description).map((row) => row.description.split(' ')[0]));
    for (const searchType of ['pn', 'global']) {
      const deepBlue = { searchType, input: 'DB-', pageSize: 50 };
      const hidden = (await search(service, deepBlue)).data.rows;
      expect(hidden.every((row: { description: string }) => row.description === '')).toBe(true);
      expect(hidden.map((row: { partPn: string }) => row.partPn)).toEqual(['DB-HDL-02']);
      expect((await search(galil, deepBlue)).data.rows.length).toBeGreaterThan(0);
      expect(robotsOf(await search(galil, deepBlue))).toEqual(new Set(['DeepBlue']));
      expect((await search(staff, deepBlue)).data.rows.length).toBeGreaterThan(0);
    }
    const clearPro = { searchType: 'pn', input: 'CP-', pageSize: 50 };
    expect(robotsOf(await search(service, clearPro))).toEqual(new Set());
    expect(robotsOf(await search(riviera, clearPro))).toEqual(new Set(['ClearPro']));
    // By robot: another brand's robot is not found; the description search names no hidden robot either.
    expect((await search(service, { searchType: 'robot', input: 'Reef 7' })).data.rows).toEqual([]);
    expect((await search(galil, { searchType: 'robot', input: 'Reef 7' })).data.rows.length).toBeGreaterThan(
      5,
    );
    const global = await search(service, { searchType: 'global', input: 'brush', pageSize: 50 });
    expect(robotsOf(global)).toEqual(new Set(['AquaBot', 'WaveMaster']));
  });

  it('answers no rows for an unknown part (the screen says part not found)', async () => {
    const r = await search(service, { searchType: 'pn', input: 'NO-SUCH-PART' });
    expect(r).toMatchObject({ code: 0, data: { rows: [], hasMore: false } });
  });

  it('treats wildcards literally', async () => {
    const r = await search(service, { searchType: 'global', input: '%' });
    expect(r.data.rows).toEqual([]);
  });

  it('requires its input (-12) and a known search type (-6)', async () => {
    expect(await search(service, { searchType: 'pn' })).toMatchObject({
      http: 400,
      code: -12,
      data: { field: 'input' },
    });
    expect(await search(service, { searchType: 'pn', input: '' })).toMatchObject({ code: -12 });
    expect(await search(service, { searchType: 'serial', input: 'x' })).toMatchObject({ code: -6 });
  });

  it('needs a session (-5)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/robots/parts', payload: { input: 'AB' } });
    expect(res.json().code).toBe(-5);
  });
});
