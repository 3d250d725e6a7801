// Test data factories (docs/ARCHITECTURE.md "Test factories"): each builds one record with sensible defaults
// and takes overrides, so a test says only what matters to it. Rows the rules do not guard (companies,
// users, robots, files, contents, audit entries) go straight to the database; records whose rules are
// the subject of the suite (repair lines, RMAs, warranty updates) go through the API as a user would, so
// a factory never builds something the server would refuse.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { robotModels, workbookParts } from '../db/schema/catalogue.ts';
import { companies } from '../db/schema/companies.ts';
import { type ContentProp, contents } from '../db/schema/content.ts';
import { files } from '../db/schema/files.ts';
import { optionItems } from '../db/schema/options.ts';
import { rmaRequests } from '../db/schema/repairs.ts';
import { auditLog } from '../db/schema/system.ts';
import { fittedParts, robotUnits } from '../db/schema/units.ts';
import { users } from '../db/schema/users.ts';
import { addDays, addMonths } from '../modules/units/index.ts';
import type { TestContext } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let sequence = 0;
/** A number unique in this test process (workers run in separate processes with separate databases). */
export const nextId = () => ++sequence;

let serialCounter = 90_000_000;
/** A serial of the demo's shape (prefix + 8 digits) that no robot holds. */
export const freshSerial = (prefix: string) => `${prefix}${serialCounter++}`;

/** Today's UTC midnight of the test clock, in unix seconds. */
export const todayOf = (ctx: TestContext) => Math.floor(ctx.clock.now().getTime() / 86400_000) * 86400;
/** Today's UTC date of the test clock (yyyy-mm-dd). */
const todayDateOf = (ctx: TestContext) => ctx.clock.now().toISOString().slice(0, 10);

// ---- companies and users -------------------------------------------------------------------------------

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

// ---- sessions: calls as a user ---------------------------------------------------------------------------

const cookieJars = new WeakMap<TestContext, Map<string, Promise<string>>>();
/** The session cookie of a user (logged in once per context). */
export function cookieOf(ctx: TestContext, email: string): Promise<string> {
  let jar = cookieJars.get(ctx);
  if (!jar) {
    jar = new Map();
    cookieJars.set(ctx, jar);
  }
  let cookie = jar.get(email);
  if (!cookie) {
    cookie = ctx.login(email);
    jar.set(email, cookie);
  }
  return cookie;
}

/** A caller with the sessions a suite logged in itself: `call(email, method, url, payload?)` → envelope + http. */
export function caller(ctx: TestContext, cookies: Record<string, string>) {
  return async (email: string, method: Method, url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
    return { http: res.statusCode, ...res.json() };
  };
}

/** Calls the API as a user and answers the envelope with the HTTP status. */
export async function callAs(ctx: TestContext, email: string, method: Method, url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: await cookieOf(ctx, email) } });
  return { http: res.statusCode, ...res.json() };
}

// ---- catalogue options, robots ------------------------------------------------------------------------

/** The id of a complaint or failure item by code (seeded reference data). */
export async function optionId(ctx: TestContext, list: 'complaint' | 'failure', code: string) {
  const [row] = await ctx.deps.db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(eq(optionItems.list, list), eq(optionItems.code, code)));
  if (!row) throw new Error(`no ${list} option ${code}`);
  return row.id;
}

export type BuiltRobot = {
  id: number;
  sn: string;
  pn: string;
  year: number;
  companyId: number | null;
  productionDate: string;
  /** The fitted parts now, by slot (the robot item's motorPN/motorSN pairs). */
  motorPN: string;
  motorSN: string;
  pump1PN: string;
  pump1SN: string;
  psuPN: string;
  psuSN: string;
};

type RobotOverrides = Partial<Omit<typeof robotUnits.$inferInsert, 'modelId'>> & {
  /** The model by PN and year (default AB-S300 2024, the demo's main model). */
  model?: { pn: string; year: number };
  /** Months between production and the test clock's today (default 4: under warranty, not updated). */
  ageMonths?: number;
};

/**
 * A robot unit of a seeded model with its motor, pump and power supply fitted on its production day.
 * Defaults: produced 4 months ago, shipped 14 days later, owned by service@demo.test's company.
 */
export async function buildRobot(ctx: TestContext, overrides: RobotOverrides = {}): Promise<BuiltRobot> {
  const { model: modelKey = { pn: 'AB-S300', year: 2024 }, ageMonths = 4, ...values } = overrides;
  const [model] = await ctx.deps.db
    .select()
    .from(robotModels)
    .where(and(eq(robotModels.pn, modelKey.pn), eq(robotModels.year, modelKey.year)));
  if (!model) throw new Error(`buildRobot: no model ${modelKey.pn} ${modelKey.year}`);
  const productionDate = values.productionDate ?? addMonths(todayDateOf(ctx), -ageMonths);
  const companyId =
    values.companyId === undefined
      ? (await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test')))[0].companyId
      : values.companyId;
  const [unit] = await ctx.deps.db
    .insert(robotUnits)
    .values({
      sn: freshSerial('SN'),
      warrantyType: model.warrantyType,
      shipDate: addDays(productionDate, 14),
      ...values,
      productionDate,
      companyId,
      modelId: model.id,
    })
    .returning();
  // The workbook's PNs of the main slots (the seeded catalogue gives every model one of each).
  const rows = await ctx.deps.db
    .select({ slot: workbookParts.slot, pn: workbookParts.pn })
    .from(workbookParts)
    .where(and(eq(workbookParts.modelId, model.id), inArray(workbookParts.slot, ['motor', 'pump1', 'psu'])));
  const pnOf = (slot: string) => {
    const found = rows.find((r) => r.slot === slot);
    if (!found) throw new Error(`buildRobot: model ${model.pn} has no ${slot} in its workbook`);
    return found.pn;
  };
  const parts = {
    motorPN: pnOf('motor'),
    motorSN: freshSerial('MT'),
    pump1PN: pnOf('pump1'),
    pump1SN: freshSerial('PU'),
    psuPN: pnOf('psu'),
    psuSN: freshSerial('PS'),
  };
  await ctx.deps.db.insert(fittedParts).values([
    { unitId: unit.id, slot: 'motor', pn: parts.motorPN, sn: parts.motorSN, fittedFrom: productionDate },
    { unitId: unit.id, slot: 'pump1', pn: parts.pump1PN, sn: parts.pump1SN, fittedFrom: productionDate },
    { unitId: unit.id, slot: 'psu', pn: parts.psuPN, sn: parts.psuSN, fittedFrom: productionDate },
  ]);
  return {
    id: unit.id,
    sn: unit.sn,
    pn: model.pn,
    year: model.year,
    companyId: unit.companyId,
    productionDate,
    ...parts,
  };
}
/** The name for a robot: a unit. */
export const buildUnit = buildRobot;

// ---- repairs and RMAs (through the API) ----------------------------------------------------------------

export type BuiltLine = { id: number; robotSN: string; underWarranty: boolean; returnToQA: boolean };

/**
 * An unsent repair line of `email` (default service@demo.test): a pump change on `robot` (default a new
 * robot), saved through PUT /api/rma/line/{sn} so every composer rule holds. `line` overrides its fields.
 */
export async function buildRmaLine(
  ctx: TestContext,
  options: {
    email?: string;
    robot?: BuiltRobot | { sn: string; pump1PN: string; pump1SN: string };
    line?: Record<string, unknown>;
    body?: Record<string, unknown>;
  } = {},
): Promise<BuiltLine> {
  const email = options.email ?? 'service@demo.test';
  const robot = options.robot ?? (await buildRobot(ctx));
  const res = await callAs(ctx, email, 'PUT', `/api/rma/line/${robot.sn}`, {
    technician: 'Tom',
    repairDate: todayOf(ctx),
    internalNumber: `IN-${robot.sn}`,
    ...options.body,
    lines: [
      {
        oldPN: robot.pump1PN,
        oldSN: robot.pump1SN,
        newPN: robot.pump1PN,
        newSN: freshSerial('PU'),
        complaint: await optionId(ctx, 'complaint', 'noise'),
        failure: await optionId(ctx, 'failure', 'pump'),
        ...options.line,
      },
    ],
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return res.data[0] as BuiltLine;
}

/**
 * A sent RMA (status SNT) of `email`: one pump line per robot (default `lines` new robots, 1), sent
 * through PUT /api/rma/requests. Answers its id and lines.
 */
export async function buildRma(
  ctx: TestContext,
  options: {
    email?: string;
    robots?: (BuiltRobot | { sn: string; pump1PN: string; pump1SN: string })[];
    lines?: number;
  } = {},
) {
  const email = options.email ?? 'service@demo.test';
  const robots = options.robots ?? [];
  for (let i = robots.length; i < (options.lines ?? 1); i++) robots.push(await buildRobot(ctx));
  const lines: BuiltLine[] = [];
  for (const robot of robots) lines.push(await buildRmaLine(ctx, { email, robot }));
  const res = await callAs(ctx, email, 'PUT', '/api/rma/requests', { ids: lines.map((l) => l.id) });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return { id: res.data.id as number, lines };
}

/**
 * An RMA request row straight in the database, for list and history tests that need many (a finished,
 * closed RMA of galil@demo.test's company by default, sent yesterday). Its lines are not built: use
 * buildRma for an RMA whose lines matter.
 */
export async function buildRmaRow(
  ctx: TestContext,
  overrides: Partial<typeof rmaRequests.$inferInsert> & { email?: string } = {},
) {
  const { email = 'galil@demo.test', ...values } = overrides;
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`buildRmaRow: no user ${email}`);
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.deps.db
    .insert(rmaRequests)
    .values({
      companyId: user.companyId,
      userId: user.id,
      status: 'CLS',
      finished: true,
      dateSent: new Date(now - 86400_000),
      finishedAt: new Date(now),
      ...values,
    })
    .returning();
  return row;
}

/**
 * The robot item (GET /api/robots/sn/{sn}) as a user sees it: warranty, PN/SN pairs, history. `who` is a
 * user's e-mail or a session cookie header.
 */
export async function robotOf(ctx: TestContext, who: string, sn: string) {
  const cookie = who.includes('=') ? who : await cookieOf(ctx, who);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/robots/sn/${sn}`, headers: { cookie } });
  return res.json().data as Record<string, string> & { sn: string; pn: string; productionDate: number };
}

// ---- files, warranty updates ----------------------------------------------------------------------------

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

// ---- contents, audit -------------------------------------------------------------------------------------

/** A content item (news by default) with an English title and body; `props` replace them. */
export async function buildContent(
  ctx: TestContext,
  overrides: Partial<typeof contents.$inferInsert> & { title?: string } = {},
) {
  const { title = `Test item ${nextId()}`, ...values } = overrides;
  const props: ContentProp[] = values.props ?? [
    { name: 'title_eng', data: title },
    { name: 'body_eng', data: `<p>${title}</p>` },
  ];
  const [row] = await ctx.deps.db
    .insert(contents)
    .values({ type: 'news', ...values, props })
    .returning();
  return row;
}

/** An audit entry (as recordAudit writes it); defaults: a content update by nobody in particular. */
export async function buildAuditEntry(
  ctx: TestContext,
  overrides: Partial<typeof auditLog.$inferInsert> = {},
) {
  const [row] = await ctx.deps.db
    .insert(auditLog)
    .values({ action: 'update', entity: 'content', entityId: String(nextId()), ...overrides })
    .returning();
  return row;
}
