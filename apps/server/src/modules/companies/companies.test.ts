// Companies: who may read and write, every rule with its code, the idempotent create,
// the audit, the list (filters, keyset, one statement) and the users of a company. Through HTTP on a copy of
// the seeded database; runs on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { buildCompany, buildUser, nextId } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';

let ctx: TestContext;
let admin: Caller;
let staff: Caller;
let distributor: Caller;
let anonymous: Caller;
let distributorId: number;
let brandIds: number[];

const ADMIN = 'admin@demo.test';
const STAFF = 'staff@demo.test';
const DISTRIBUTOR = 'distributor@demo.test';

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, [ADMIN, STAFF, DISTRIBUTOR]);
  admin = callers.as(ADMIN);
  staff = callers.as(STAFF);
  distributor = callers.as(DISTRIBUTOR);
  anonymous = async (method, url, payload) => {
    const res = await ctx.app.inject({ method, url, payload });
    return { http: res.statusCode, ...res.json() };
  };
  const [d] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '2001'));
  distributorId = d.id;
  brandIds = (await ctx.deps.db.select({ id: brands.id }).from(brands)).map((b) => b.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** A valid new service centre with a number nobody has. */
function newCompany(overrides: Record<string, unknown> = {}) {
  return {
    number: `C${nextId()}-${Date.now() % 100_000}`,
    name: 'Blue Lagoon Pools',
    kind: 'service_centre',
    parentId: null,
    country: 'ES',
    currency: 'EUR',
    priceList: 'standard',
    brandIds: [brandIds[0]],
    isActive: true,
    ...overrides,
  };
}

describe('permissions', () => {
  it('lets provider staff read and only the provider administrator write', async () => {
    expect((await staff('GET', '/api/companies')).status).toBe(true);
    const [c] = (await staff('GET', '/api/companies?pageSize=1')).data.rows;
    expect((await staff('GET', `/api/companies/${c.id}`)).status).toBe(true);
    const refused = await staff('PUT', '/api/companies', newCompany());
    expect([refused.http, refused.code]).toEqual([403, -11]);
    const edit = await staff('POST', `/api/companies/${c.id}`, newCompany());
    expect([edit.http, edit.code]).toEqual([403, -11]);
  });

  it('refuses a partner on every companies route (-11) and a visitor (-5)', async () => {
    const own = await ctx.deps.db.select().from(companies).where(eq(companies.id, distributorId));
    const routes: [Parameters<Caller>[0], string, object?][] = [
      ['GET', '/api/companies'],
      ['GET', '/api/companies/options'],
      // Even its own company: the screens are the provider's.
      ['GET', `/api/companies/${own[0].id}`],
      ['GET', `/api/companies/${own[0].id}/users`],
      ['PUT', '/api/companies', newCompany()],
      ['POST', `/api/companies/${own[0].id}`, newCompany({ number: '2001', kind: 'distributor' })],
    ];
    for (const [method, url, payload] of routes) {
      const asPartner = await distributor(method, url, payload);
      expect([asPartner.http, asPartner.code], `${method} ${url}`).toEqual([403, -11]);
      const asVisitor = await anonymous(method, url, payload);
      expect([asVisitor.http, asVisitor.code], `${method} ${url}`).toEqual([401, -5]);
    }
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, distributorId));
    expect(row.name).toBe(own[0].name);
  });
});

describe('create', () => {
  it('creates a company with its brands and records it in the audit', async () => {
    const body = newCompany({ parentId: distributorId, brandIds });
    const res = await admin('PUT', '/api/companies', body);
    expect(res.status, JSON.stringify(res)).toBe(true);
    expect(res.data.created).toBe(true);
    const company = res.data.company;
    expect(company).toMatchObject({
      number: body.number,
      kind: 'service_centre',
      parentId: distributorId,
      parentName: 'AquaDistrib Europe',
      country: 'ES',
      currency: 'EUR',
      isActive: true,
      userCount: 0,
    });
    expect(company.brandIds).toEqual([...brandIds].sort((a, b) => a - b));
    const read = await staff('GET', `/api/companies/${company.id}`);
    expect(read.data).toEqual(company);
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(company.id))));
    expect(entry.action).toBe('company.create');
    expect(entry.after).toMatchObject({ number: body.number, country: 'ES' });
  });

  it('answers -12 naming each required field that is absent or empty', async () => {
    for (const field of ['number', 'name', 'kind', 'country', 'currency', 'priceList']) {
      const absent = newCompany();
      delete (absent as Record<string, unknown>)[field];
      const res = await admin('PUT', '/api/companies', absent);
      expect([res.http, res.code, res.data.field], `absent ${field}`).toEqual([400, -12, field]);
      const empty = await admin('PUT', '/api/companies', newCompany({ [field]: '' }));
      expect([empty.code, empty.data.field], `empty ${field}`).toEqual([-12, field]);
    }
  });

  it('answers -6 naming a field that is present but invalid', async () => {
    const cases: [string, unknown][] = [
      ['currency', 'GBP'],
      ['country', 'XX'],
      ['kind', 'shop'],
      ['number', 'has space'],
      ['brandIds', ['x']],
    ];
    for (const [field, value] of cases) {
      const res = await admin('PUT', '/api/companies', newCompany({ [field]: value }));
      expect([res.http, res.code], `${field}=${JSON.stringify(value)}`).toEqual([400, -6]);
      expect(res.data.field.split('.')[0]).toBe(field);
    }
  });

  it('refuses a taken company number with -28 naming number', async () => {
    const res = await admin('PUT', '/api/companies', newCompany({ number: '3001' }));
    expect([res.http, res.code, res.data.field]).toEqual([409, -28, 'number']);
    const rows = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3001'));
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('ClearWater Service');
  });

  it('makes one company of a double click: the twin answers the same company, created false', async () => {
    const body = newCompany();
    const [first, second] = await Promise.all([
      admin('PUT', '/api/companies', body),
      admin('PUT', '/api/companies', body),
    ]);
    expect(first.status && second.status, JSON.stringify([first, second])).toBe(true);
    expect([first.data.created, second.data.created].sort()).toEqual([false, true]);
    expect(first.data.company.id).toBe(second.data.company.id);
    const rows = await ctx.deps.db.select().from(companies).where(eq(companies.number, body.number));
    expect(rows).toHaveLength(1);
    const entries = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(rows[0].id))));
    expect(entries).toHaveLength(1);
    // The same number with other fields is not a retry: -28.
    const other = await admin('PUT', '/api/companies', { ...body, name: 'Someone else' });
    expect(other.code).toBe(-28);
  });

  it('checks the parent distributor, the price list, the brands and the one provider (-6 with a reason)', async () => {
    const serviceCentre = await buildCompany(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ parentId: serviceCentre.id }, 'parentId', 'parentNotDistributor'],
      [{ parentId: 999_999 }, 'parentId', 'parentUnknown'],
      [{ kind: 'distributor', parentId: distributorId }, 'parentId', 'parentNotAllowed'],
      [{ priceList: 'nope' }, 'priceList', 'priceListUnknown'],
      [{ brandIds: [999_999] }, 'brandIds', 'brandUnknown'],
      [{ kind: 'provider' }, 'kind', 'oneProvider'],
    ];
    for (const [overrides, field, reason] of cases) {
      const body = newCompany(overrides);
      const res = await admin('PUT', '/api/companies', body);
      expect([res.http, res.code, res.data.field, res.data.reason], reason).toEqual([400, -6, field, reason]);
      const rows = await ctx.deps.db.select().from(companies).where(eq(companies.number, body.number));
      expect(rows, `${reason}: nothing written`).toHaveLength(0);
    }
  });
});

describe('edit', () => {
  it('changes the fields, the brands and audits before and after', async () => {
    const created = (await admin('PUT', '/api/companies', newCompany())).data.company;
    const body = {
      ...newCompany(),
      number: created.number,
      name: 'Renamed Pools',
      currency: 'ILS',
      brandIds,
    };
    const res = await admin('POST', `/api/companies/${created.id}`, body);
    expect(res.status, JSON.stringify(res)).toBe(true);
    expect(res.data).toMatchObject({ name: 'Renamed Pools', currency: 'ILS' });
    expect(res.data.brandIds).toHaveLength(brandIds.length);
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.update'), eq(auditLog.entityId, String(created.id))));
    expect(entry.before).toMatchObject({ name: 'Blue Lagoon Pools', currency: 'EUR' });
    expect(entry.after).toMatchObject({ name: 'Renamed Pools', currency: 'ILS' });
    // Saving the same again writes nothing more.
    await admin('POST', `/api/companies/${created.id}`, body);
    const entries = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(2);
  });

  it('refuses another company’s number (-28), an unknown id (-15) and the rules as on create', async () => {
    const created = (await admin('PUT', '/api/companies', newCompany())).data.company;
    const taken = await admin('POST', `/api/companies/${created.id}`, newCompany({ number: '3001' }));
    expect([taken.http, taken.code, taken.data.field]).toEqual([409, -28, 'number']);
    const missing = await admin('POST', '/api/companies/999999', newCompany());
    expect([missing.http, missing.code]).toEqual([404, -15]);
    const self = await admin('POST', `/api/companies/${created.id}`, {
      ...newCompany({ number: created.number }),
      parentId: created.id,
    });
    expect([self.code, self.data.reason]).toEqual([-6, 'parentSelf']);
  });

  it('keeps a distributor with service centres a distributor, and the provider a provider', async () => {
    const res = await admin('POST', `/api/companies/${distributorId}`, {
      ...newCompany({ number: '2001', name: 'AquaDistrib Europe', country: 'FR' }),
      kind: 'service_centre',
    });
    expect([res.code, res.data.field, res.data.reason]).toEqual([-6, 'kind', 'hasServiceCentres']);
    const [provider] = await ctx.deps.db.select().from(companies).where(eq(companies.kind, 'provider'));
    const body = { ...newCompany({ number: provider.number, name: provider.name, country: 'IL' }) };
    const toCentre = await admin('POST', `/api/companies/${provider.id}`, body);
    expect([toCentre.code, toCentre.data.reason]).toEqual([-6, 'providerKind']);
    const off = await admin('POST', `/api/companies/${provider.id}`, {
      ...body,
      kind: 'provider',
      isActive: false,
    });
    expect([off.code, off.data.field, off.data.reason]).toEqual([-6, 'isActive', 'providerActive']);
  });
});

describe('list', () => {
  it('searches number and name case-insensitively and filters kind, country and active', async () => {
    const tag = `Zq${nextId()}`;
    const a = await buildCompany(ctx, { name: `${tag} Alpha`, country: 'PT', kind: 'distributor' });
    const b = await buildCompany(ctx, { name: `Beta ${tag.toUpperCase()}`, country: 'PT', isActive: false });
    const c = await buildCompany(ctx, { number: `${tag}-N`, name: 'Gamma', country: 'IT' });
    const ids = async (query: string) =>
      (await staff('GET', `/api/companies?pageSize=50&${query}`)).data.rows.map((r: { id: number }) => r.id);
    expect((await ids(`filter=${tag.toLowerCase()}`)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await ids(`filter=${tag}&kind=distributor`)).toEqual([a.id]);
    expect((await ids(`filter=${tag}&country=PT`)).sort()).toEqual([a.id, b.id].sort());
    expect(await ids(`filter=${tag}&active=false`)).toEqual([b.id]);
    const page = await staff('GET', `/api/companies?filter=${tag}`);
    expect(page.data).toMatchObject({ total: 3, totalCapped: false });
    expect((await staff('GET', '/api/companies?country=QQ')).code).toBe(-6);
  });

  it('pages with the cursor through every sort without skipping or repeating a company', async () => {
    const all = (await staff('GET', '/api/companies?pageSize=200')).data;
    for (const sort of ['number', '-name', 'createdAt', '-country', 'kind', 'currency', 'id']) {
      const seen: number[] = [];
      let after: string | null = null;
      for (let page = 1; page < 100; page++) {
        const url: string = `/api/companies?pageSize=3&sort=${sort}&page=${page}${after ? `&after=${after}` : ''}`;
        const res = await staff('GET', url);
        expect(res.status, url).toBe(true);
        seen.push(...res.data.rows.map((r: { id: number }) => r.id));
        after = res.data.nextCursor;
        if (!after) break;
      }
      expect(seen.length, sort).toBe(all.total);
      expect(new Set(seen).size, sort).toBe(all.total);
    }
    expect((await staff('GET', '/api/companies?sort=nope')).code).toBe(-6);
  });

  it('answers a page and its total in one statement beside the session check, whatever the page size', async () => {
    const cookie = await ctx.login(STAFF);
    for (const pageSize of [1, 50]) {
      const log = await countStatements(ctx.deps.db, () =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/companies?pageSize=${pageSize}&sort=-name&filter=o&active=true`,
          headers: { cookie },
        }),
      );
      expect(log.result.statusCode).toBe(200);
      expect(log.count, describeStatements(log)).toBeLessThanOrEqual(2);
      expect(log.statements.filter((s) => s.includes('"companies"."price_list"'))).toHaveLength(1);
    }
  });

  it('answers a repeat from memory and shows a company or user change at once (triggers)', async () => {
    const cookie = await ctx.login(STAFF);
    const tag = `Mq${nextId()}`;
    const company = await buildCompany(ctx, { name: `${tag} One` });
    const other = await buildCompany(ctx, { name: `${tag} Two` });
    const url = `/api/companies?filter=${tag}&sort=name`;
    const read = () =>
      countStatements(ctx.deps.db, () => ctx.app.inject({ method: 'GET', url, headers: { cookie } }));
    const rows = async () =>
      (await read()).result
        .json()
        .data.rows.map((r: { name: string; userCount: number }) => [r.name, r.userCount]);
    expect(await rows()).toEqual([
      [`${tag} One`, 0],
      [`${tag} Two`, 0],
    ]);
    const first = await read();
    const kept = await read();
    expect(kept.count, describeStatements(kept)).toBe(0);
    expect(kept.result.body).toBe(first.result.body);
    const user = await buildUser(ctx, { companyId: company.id });
    expect(await rows()).toEqual([
      [`${tag} One`, 1],
      [`${tag} Two`, 0],
    ]);
    await ctx.deps.db.update(users).set({ companyId: other.id }).where(eq(users.id, user.id));
    expect(await rows()).toEqual([
      [`${tag} One`, 0],
      [`${tag} Two`, 1],
    ]);
    await ctx.deps.db
      .update(companies)
      .set({ name: `${tag} Zero` })
      .where(eq(companies.id, company.id));
    expect(await rows()).toEqual([
      [`${tag} Two`, 1],
      [`${tag} Zero`, 0],
    ]);
    await ctx.deps.db.delete(users).where(eq(users.id, user.id));
    expect(await rows()).toEqual([
      [`${tag} Two`, 0],
      [`${tag} Zero`, 0],
    ]);
  });
});

describe('users of a company', () => {
  it('lists the company’s users only, through the users list', async () => {
    const company = await buildCompany(ctx);
    const u1 = await buildUser(ctx, { companyId: company.id });
    const u2 = await buildUser(ctx, { companyId: company.id });
    await buildUser(ctx);
    const res = await staff('GET', `/api/companies/${company.id}/users?pageSize=50`);
    expect(res.status).toBe(true);
    expect(res.data.rows.map((r: { id: number }) => r.id).sort()).toEqual([u1.id, u2.id].sort());
    expect(res.data.total).toBe(2);
    expect((await staff('GET', `/api/companies/${company.id}`)).data.userCount).toBe(2);
    expect((await staff('GET', '/api/companies/999999/users')).code).toBe(-15);
  });
});

describe('export', () => {
  it('exports the filtered companies to Excel for staff, not for partners', async () => {
    const tag = `Xp${nextId()}`;
    await buildCompany(ctx, { name: `${tag} One` });
    await buildCompany(ctx, { name: `${tag} Two` });
    const res = await staff('PUT', '/api/export', { type: 'excel', report: 'companies', filter: tag });
    expect(res.status, JSON.stringify(res).slice(0, 300)).toBe(true);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const names: string[] = [];
    sheet.eachRow((row) => {
      names.push(String(row.getCell(2).value));
    });
    expect(names.filter((n) => n.startsWith(tag))).toEqual([`${tag} One`, `${tag} Two`].sort());
    const refused = await distributor('PUT', '/api/export', { type: 'excel', report: 'companies' });
    expect(refused.status).toBe(false);
  });
});
