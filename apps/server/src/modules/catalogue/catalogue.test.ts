import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBrands, companies } from '../../db/schema/companies.ts';
import { fittedParts } from '../../db/schema/units.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['admin@demo.test', 'service@demo.test', 'riviera@demo.test', 'galil@demo.test']) {
    cookies[email] = await ctx.login(email);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function get(url: string, email?: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: email ? { cookie: cookies[email] } : {} });
  return { res, body: res.json() };
}

async function brandIdOf(name: string) {
  const { body } = await get('/api/brands', 'admin@demo.test');
  return body.data.find((b: { name: string }) => b.name === name).id as number;
}

describe('GET /api/brands', () => {
  it('needs a login (-5)', async () => {
    const { res, body } = await get('/api/brands');
    expect(res.statusCode).toBe(401);
    expect(body.code).toBe(-5);
  });

  it('lists the company brands; provider staff see all; a service centre also sees its distributor brands', async () => {
    const names = async (email: string) =>
      (await get('/api/brands', email)).body.data.map((b: { name: string }) => b.name).sort();
    expect(await names('admin@demo.test')).toEqual(['AquaBot', 'ClearPro', 'DeepBlue', 'WaveMaster']);
    expect(await names('service@demo.test')).toEqual(['AquaBot', 'WaveMaster']);
    expect(await names('riviera@demo.test')).toEqual(['AquaBot', 'ClearPro', 'WaveMaster']);
    expect(await names('galil@demo.test')).toEqual(['AquaBot', 'DeepBlue']);
    const { body } = await get('/api/brands', 'service@demo.test');
    expect(body.data[0].images.slim).toMatch(/^\/api\/images\/demo\/brand\/.+\/slim\.svg$/);
  });
});

describe('GET /api/robots/brands/:id', () => {
  it('answers the brand, its years descending and its robots', async () => {
    const id = await brandIdOf('AquaBot');
    const { body } = await get(`/api/robots/brands/${id}`, 'service@demo.test');
    expect(body.status).toBe(true);
    expect(body.data.name).toBe('AquaBot');
    expect(body.data.years).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(body.data.robots.length).toBe(8);
    expect(body.data.robots[0]).toMatchObject({
      year: 2025,
      images: { main: expect.stringContaining('/api/images/') },
    });
  });

  it('refuses a brand not associated with the account (-21) and an unknown brand (-15)', async () => {
    const clearPro = await brandIdOf('ClearPro');
    const refused = await get(`/api/robots/brands/${clearPro}`, 'service@demo.test');
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body.code).toBe(-21);
    expect((await get('/api/robots/brands/99999', 'service@demo.test')).body.code).toBe(-15);
    expect((await get('/api/robots/brands/abc', 'service@demo.test')).body.code).toBe(-6);
  });
});

describe('GET /api/robots/:year/:pn', () => {
  it('answers the model with its spec fields, workbook, documents and certifications', async () => {
    const { body } = await get('/api/robots/2024/AB-S300', 'service@demo.test');
    const robot = body.data;
    expect(robot).toMatchObject({
      pn: 'AB-S300',
      year: 2024,
      poolArea: '12',
      cableLength: '18',
      certificate: 'CE',
    });
    expect(robot.images.exploded_big).toMatch(/exploded\.svg$/);
    expect(robot.parts.length).toBeGreaterThanOrEqual(8);
    const motor = robot.parts.find((p: { pn: string }) => p.pn === 'AB-MTR-S300B');
    expect(motor).toMatchObject({
      balloonID: 2,
      nonSerialic: false,
      isMajor: true,
      sn: '',
      sn_list: [],
      replaced: false,
    });
    const pulley = robot.parts.find((p: { pn: string }) => p.pn === 'AB-PUL-01');
    expect(pulley).toMatchObject({ nonSerialic: true, amount: 4 });
    expect(robot.parts.some((p: { balloonID: number }) => p.balloonID === 9.5)).toBe(true);
    expect(robot.documents.map((d: { name: string }) => d.name)).toContain('User manual');
    expect(robot.certifications).toHaveLength(1);
    const doc = await ctx.app.inject({ method: 'GET', url: robot.documents[0].url });
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe('attachment');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an older model has no certification (empty list, certificate N)', async () => {
    const { body } = await get('/api/robots/2021/AB-S200', 'service@demo.test');
    expect(body.data.certifications).toEqual([]);
    expect(body.data.certificate).toBe('N');
  });

  it('with a serial, shows that unit serials, their history and the replaced flag', async () => {
    const { body } = await get('/api/robots/2021/AB-S200?sn=SN100002', 'service@demo.test');
    const motor = body.data.parts.find((p: { isMajor: boolean; pn: string }) => p.pn.startsWith('AB-MTR'));
    expect(motor.replaced).toBe(true);
    expect(motor.sn_list).toHaveLength(2);
    expect(motor.sn).toBe(motor.sn_list[1]);
    const psu = body.data.parts.find((p: { pn: string }) => p.pn.startsWith('AB-PSU'));
    expect(psu.sn).toMatch(/^PS\d{8}$/);
    expect(psu.replaced).toBe(false);
  });

  it('answers -15 for an unknown model and -6 for a bad year', async () => {
    expect((await get('/api/robots/2024/NOPE', 'service@demo.test')).body.code).toBe(-15);
    expect((await get('/api/robots/abcd/AB-S300', 'service@demo.test')).body.code).toBe(-6);
    expect((await get('/api/robots/2024/AB-S300')).body.code).toBe(-5);
  });
});

describe('robot and part lookups', () => {
  it('GET /api/robots/pn/:pn answers the newest year of a PN or customer PN', async () => {
    expect((await get('/api/robots/pn/ab-s300', 'service@demo.test')).body.data).toMatchObject({
      pn: 'AB-S300',
      year: 2025,
    });
    expect((await get('/api/robots/pn/ABS30024', 'service@demo.test')).body.data).toMatchObject({
      year: 2024,
    });
    expect((await get('/api/robots/pn/NOPE', 'service@demo.test')).body.code).toBe(-15);
  });

  it('GET /api/descriptions/:pn ignores the -SP suffix and flags pulleys as non-serial', async () => {
    expect((await get('/api/descriptions/AB-PUL-01-SP', 'service@demo.test')).body.data).toEqual({
      pn: 'AB-PUL-01',
      description: 'AquaBot pully wheel',
      nonSerialic: true,
    });
    expect((await get('/api/descriptions/AB-MTR-S300B', 'service@demo.test')).body.data.nonSerialic).toBe(
      false,
    );
    expect((await get('/api/descriptions/NOPE', 'service@demo.test')).body.code).toBe(-15);
  });
});

describe('POST /api/rma/partValidation/:pn', () => {
  const validate = async (pn: string, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/rma/partValidation/${pn}`,
      payload,
      headers: { cookie: cookies['service@demo.test'] },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('accepts a free serial of the PN pattern and a non-serial part without serial', async () => {
    expect((await validate('AB-MTR-S300B', { sn: 'mt99999999' })).body).toMatchObject({
      status: true,
      data: { pn: 'AB-MTR-S300B', nonSerialic: false },
    });
    expect((await validate('AB-PUL-01-SP', {})).body.status).toBe(true);
  });

  it('answers -12 without a serial, -6 for a serial of the wrong shape, -15 for an unknown PN', async () => {
    expect((await validate('AB-MTR-S300B', {})).body).toMatchObject({ code: -12, data: { field: 'sn' } });
    expect((await validate('AB-MTR-S300B', { sn: 'PU99999999' })).body).toMatchObject({
      code: -6,
      data: { field: 'sn' },
    });
    expect((await validate('AB-MTR-S300B', { sn: 'MT999' })).body.code).toBe(-6);
    expect((await validate('NOPE', { sn: 'MT99999999' })).body.code).toBe(-15);
  });

  it('answers -27 when the serial is fitted in another robot, not in the robot itself', async () => {
    const { body } = await get('/api/robots/sn/SN100001', 'service@demo.test');
    const motorSN = body.data.motorSN;
    const other = await validate('AB-MTR-S300B', { sn: motorSN, robotSN: 'SN100003' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: -27, data: { field: 'sn' } });
    expect((await validate('AB-MTR-S300B', { sn: motorSN })).body.code).toBe(-27);
    expect((await validate('AB-MTR-S300B', { sn: motorSN, robotSN: 'sn100001' })).body.status).toBe(true);
  });

  it('the database refuses one serial fitted in two robots at once', async () => {
    const [row] = await ctx.deps.db.select().from(fittedParts).limit(1);
    await expect(
      ctx.deps.db
        .insert(fittedParts)
        .values({ ...row, id: undefined, unitId: row.unitId, fittedFrom: '2025-01-01' }),
    ).rejects.toThrow();
  });
});

describe('images', () => {
  it('serves catalogue images publicly with cache headers; demo media is generated, never stored', async () => {
    const url = '/api/images/demo/robot/aquabot/AB-S300_2024_exploded.svg';
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('public');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('<svg');
      // The exploded view's balloons are the workbook's balloon ids with their part names.
      expect(res.body).toContain('>9.50</text>');
      expect(res.body).toContain('>Motor</text>');
    }
    expect(await ctx.deps.storage.get('demo/robot/aquabot/AB-S300_2024_exploded.svg')).toBeNull();
    // Real catalogue media is uploaded under catalogue/ and served from storage.
    await ctx.deps.storage.put('catalogue/x/robot.svg', Buffer.from('<svg id="stored"/>'), 'image/svg+xml');
    const stored = await ctx.app.inject({ method: 'GET', url: '/api/images/catalogue/x/robot.svg' });
    expect(stored.body).toBe('<svg id="stored"/>');
  });

  it('answers 404 for unknown keys, traversal and keys outside the catalogue', async () => {
    for (const key of [
      'demo/nothing.svg',
      'demo/../secret.svg',
      'uploads/abc.png',
      'demo/brand/aquabot/main.exe',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/images/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
  });
});

describe('exports and dashboard', () => {
  it('robotParts exports the workbook; -12 without pn', async () => {
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/export',
        payload,
        headers: { cookie: cookies['service@demo.test'] },
      });
    const ok = (await put({ report: 'robotParts', pn: 'AB-S300', year: 2024 })).json();
    expect(ok.data.fileName).toBe('robot-parts-AB-S300-2024.xlsx');
    expect(Buffer.from(ok.data.file, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect((await put({ report: 'robotParts' })).json().code).toBe(-12);
  });

  it('an account without brands: -21 on brand endpoints, the dashboard still answers with no brands', async () => {
    const [galil] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3003'));
    await ctx.deps.db.delete(companyBrands).where(inArray(companyBrands.companyId, [galil.id]));
    const brandsRes = await get('/api/brands', 'galil@demo.test');
    expect(brandsRes.res.statusCode).toBe(409);
    expect(brandsRes.body.code).toBe(-21);
    expect((await get(`/api/robots/brands/${await brandIdOf('AquaBot')}`, 'galil@demo.test')).body.code).toBe(
      -21,
    );
    const dash = await get('/api/dashboard', 'galil@demo.test');
    expect(dash.body.status).toBe(true);
    expect(dash.body.data.brands).toEqual([]);
    expect(dash.body.data.years).toEqual([]);
    const serviceDash = await get('/api/dashboard', 'service@demo.test');
    expect(serviceDash.body.data.brands.map((b: { name: string }) => b.name)).toEqual([
      'AquaBot',
      'WaveMaster',
    ]);
    expect(serviceDash.body.data.years[0]).toBe(2025);
  });
});
