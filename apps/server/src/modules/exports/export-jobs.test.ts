// Export jobs (large exports stream with bounded memory and show progress): start → progress →
// the file streamed from storage; a job is its user's only; cancel; an interrupted job answers failed;
// expired jobs and their files are swept.
import { existsSync } from 'node:fs';
import { rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { exportJobs } from '../../db/schema/exports.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { flat, openPdf, openXlsx } from '../../test/export-files.ts';
import { userIdOf } from '../../test/factories.ts';
import { issueApiKey } from '../auth/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { registerReport } from './registry.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
let robotParts: { pn: string; year: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A report of this suite: 3,000 rows that come slowly (a pause every 500), long enough to watch and cancel.
const SLOW_ROWS = 3_000;
// Removed after the suite: the registry outlives a test file (the server's tests share their workers).
const unregisterSlowReport = registerReport({
  name: 'slowTestReport',
  fileName: () => 'slow.xlsx',
  isAllowed: () => true,
  columns: () => [
    { header: 'Row', key: 'row', width: 10 },
    { header: 'Text', key: 'text', width: 30 },
  ],
  async *rows(_deps, _actor, _body, meter) {
    meter?.total(SLOW_ROWS);
    for (let row = 1; row <= SLOW_ROWS; row++) {
      if (row % 500 === 0) await sleep(250);
      yield { row, text: `Ligne n° ${row} ₪ €` };
    }
  },
});

// A small report that is slow to read (each row a database round trip, say): 300 rows over ~3 s.
const TRICKLE_ROWS = 300;
const unregisterTrickleReport = registerReport({
  name: 'trickleTestReport',
  fileName: () => 'trickle.xlsx',
  isAllowed: () => true,
  columns: () => [{ header: 'Row', key: 'row', width: 10 }],
  async *rows(_deps, _actor, _body, meter) {
    meter?.total(TRICKLE_ROWS);
    for (let row = 1; row <= TRICKLE_ROWS; row++) {
      if (row % 10 === 0) await sleep(100);
      yield { row };
    }
  },
});

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['service@demo.test', 'galil@demo.test']) cookies[email] = await ctx.login(email);
  const [model] = await ctx.deps.db.select().from(robotModels).limit(1);
  robotParts = { pn: model.pn, year: model.year };
});
afterAll(async () => {
  unregisterSlowReport();
  unregisterTrickleReport();
  await ctx?.close();
});

async function call(who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who] } });
  return { http: res.statusCode, ...res.json() };
}

async function waitUntilFinished(who: string, id: string) {
  const seen: { status: string; rowsDone: number; rowsTotal: number | null }[] = [];
  for (let i = 0; i < 200; i++) {
    const { data } = await call(who, 'GET', `/api/export/jobs/${id}`);
    seen.push(data);
    if (data.status !== 'running') return seen;
    await sleep(100);
  }
  throw new Error('the job never finished');
}

async function download(who: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
}

describe('export jobs', () => {
  it('answers a small export done at once, and streams its file', async () => {
    const started = await call('service@demo.test', 'POST', '/api/export/jobs', {
      report: 'robotParts',
      ...robotParts,
    });
    expect(started.http).toBe(200);
    const job = started.data;
    expect(job).toMatchObject({ report: 'robotParts', type: 'excel', status: 'done', code: null });
    expect(job.rowsDone).toBeGreaterThan(0);
    expect(job.rowsTotal).toBe(job.rowsDone);
    expect(job.downloadUrl).toBe(`/api/export/jobs/${job.id}/file`);
    const file = await download('service@demo.test', job.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(`filename="${job.fileName}"`);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const { rows } = await openXlsx(file.rawPayload);
    expect(rows).toHaveLength(job.rowsDone);
    // Kept until it expires: a second download works.
    expect((await download('service@demo.test', job.downloadUrl)).statusCode).toBe(200);
  });

  it('shows progress of a long export, then a multi-page PDF with the header on every page', async () => {
    const started = await call('service@demo.test', 'POST', '/api/export/jobs', {
      report: 'slowTestReport',
      type: 'pdf',
    });
    expect(started.data.status).toBe('running');
    const seen = await waitUntilFinished('service@demo.test', started.data.id);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'done', rowsDone: SLOW_ROWS, rowsTotal: SLOW_ROWS });
    const between = seen.filter((s) => s.status === 'running' && s.rowsDone > 0 && s.rowsDone < SLOW_ROWS);
    expect(between.length, 'progress seen while running').toBeGreaterThan(0);
    expect(between.every((s) => s.rowsTotal === SLOW_ROWS)).toBe(true);
    const done = seen.map((s) => s.rowsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const file = await download('service@demo.test', `/api/export/jobs/${started.data.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await openPdf(file.rawPayload);
    expect(pdf.pages).toBeGreaterThan(10);
    pdf.pageTexts.forEach((text, i) => {
      expect(flat(text)).toContain('slowTestReport');
      expect(flat(text)).toContain('Row Text');
      expect(flat(text)).toContain(`Page ${i + 1}`);
    });
    expect(pdf.text).toContain(`Ligne n° ${SLOW_ROWS} ₪ €`);
  }, 60_000);

  it('shows the rows done of the total of a slow export of a few rows, not "preparing" until the end', async () => {
    const started = await call('service@demo.test', 'POST', '/api/export/jobs', {
      report: 'trickleTestReport',
    });
    expect(started.data.status).toBe('running');
    expect(started.data.rowsTotal).toBe(TRICKLE_ROWS);
    const seen = await waitUntilFinished('service@demo.test', started.data.id);
    const between = seen.filter((s) => s.status === 'running' && s.rowsDone > 0 && s.rowsDone < TRICKLE_ROWS);
    expect(between.length, JSON.stringify(seen)).toBeGreaterThan(3);
    expect(between.every((s) => s.rowsTotal === TRICKLE_ROWS)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'done', rowsDone: TRICKLE_ROWS });
  });

  it('is its user only: another company gets -15 for the job, its file and its cancel', async () => {
    const start = async (_ctx: TestContext, ownerCookie: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/export/jobs',
        payload: { report: 'robotParts', ...robotParts },
        headers: { cookie: ownerCookie },
      });
      return res.json().data.id as string;
    };
    await expectOtherCompanyRefused(ctx, {
      name: 'export job',
      method: 'GET',
      prepare: async (c, owner) => ({ url: `/api/export/jobs/${await start(c, owner)}` }),
    });
    await expectOtherCompanyRefused(ctx, {
      name: 'export job file',
      method: 'GET',
      prepare: async (c, owner) => ({ url: `/api/export/jobs/${await start(c, owner)}/file` }),
    });
    await expectOtherCompanyRefused(ctx, {
      name: 'export job cancel',
      method: 'DELETE',
      prepare: async (c, owner) => ({ url: `/api/export/jobs/${await start(c, owner)}` }),
    });
  });

  it('cancels a running job: it stops and keeps no file', async () => {
    const started = await call('service@demo.test', 'POST', '/api/export/jobs', { report: 'slowTestReport' });
    const cancelled = await call('service@demo.test', 'DELETE', `/api/export/jobs/${started.data.id}`);
    expect(cancelled.data.status).toBe('cancelled');
    await sleep(1_500);
    const after = await call('service@demo.test', 'GET', `/api/export/jobs/${started.data.id}`);
    expect(after.data).toMatchObject({ status: 'cancelled', downloadUrl: null });
    expect(after.data.rowsDone).toBeLessThan(SLOW_ROWS);
    const [row] = await ctx.deps.db.select().from(exportJobs).where(eq(exportJobs.id, started.data.id));
    expect(row.storageKey).toBeNull();
    const file = await download('service@demo.test', `/api/export/jobs/${started.data.id}/file`);
    expect(file.json()).toMatchObject({ code: -14, data: { reason: 'exportCancelled' } });
  }, 30_000);

  it('needs the write scope of an API key to cancel a job (it changes the job)', async () => {
    const userId = await userIdOf(ctx, 'admin@demo.test');
    const withKey = async (key: string, method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
      return { http: res.statusCode, ...res.json() };
    };
    const readKey = (await issueApiKey(ctx.deps.db, userId, ['read'])).apiKey;
    const started = await withKey(readKey, 'POST', '/api/export/jobs', { report: 'slowTestReport' });
    expect(started.status).toBe(true);
    const refused = await withKey(readKey, 'DELETE', `/api/export/jobs/${started.data.id}`);
    expect([refused.http, refused.code]).toEqual([403, -11]);
    const writeKey = (await issueApiKey(ctx.deps.db, userId, ['read', 'write'])).apiKey;
    const cancelled = await withKey(writeKey, 'DELETE', `/api/export/jobs/${started.data.id}`);
    expect([cancelled.http, cancelled.data.status]).toEqual([200, 'cancelled']);
    expect(
      ctx.app.apiRoutes.find((r) => r.method === 'DELETE' && r.url === '/api/export/jobs/:id')?.scope,
    ).toBe('write');
  });

  it("answers the report's own refusal at the start (-12 pn) and permission refusals (-11)", async () => {
    expect((await call('service@demo.test', 'POST', '/api/export/jobs', { report: 'robotParts' })).code).toBe(
      -12,
    );
    const denied = await call('service@demo.test', 'POST', '/api/export/jobs', {
      report: 'rmaClients',
      type: 'pdf',
    });
    expect([denied.http, denied.code]).toEqual([403, -11]);
    expect((await call('service@demo.test', 'POST', '/api/export/jobs', { report: 'nope' })).code).toBe(-6);
    expect((await call('service@demo.test', 'GET', '/api/export/jobs/not-a-job')).code).toBe(-6);
    expect((await call('service@demo.test', 'GET', '/api/export/jobs/AAAAAAAAAAAAAAAAAAAAAAAA')).code).toBe(
      -15,
    );
  });

  it('answers an interrupted job (its instance stopped) as failed, -10', async () => {
    const userId = await userIdOf(ctx, 'service@demo.test');
    const now = ctx.clock.now();
    await ctx.deps.db.insert(exportJobs).values({
      id: 'interruptedJob0000000000',
      userId,
      report: 'rmaHistory',
      type: 'excel',
      fileName: 'rma-history.xlsx',
      status: 'running',
      rowsDone: 10,
      createdAt: now,
      updatedAt: new Date(now.getTime() - 120_000),
    });
    const { data } = await call('service@demo.test', 'GET', '/api/export/jobs/interruptedJob0000000000');
    expect(data).toMatchObject({ status: 'failed', code: -10, downloadUrl: null });
  });

  it('refuses a fourth running job of one user (-14, 429)', async () => {
    const userId = await userIdOf(ctx, 'galil@demo.test');
    const now = ctx.clock.now();
    await ctx.deps.db.insert(exportJobs).values(
      [1, 2, 3].map((n) => ({
        id: `busyJob${n}00000000000000000`,
        userId,
        report: 'rmaHistory',
        type: 'excel',
        fileName: 'rma-history.xlsx',
        status: 'running',
        createdAt: now,
        updatedAt: now,
      })),
    );
    const res = await call('galil@demo.test', 'POST', '/api/export/jobs', { report: 'rmaHistory' });
    expect([res.http, res.code, res.data?.reason]).toEqual([429, -14, 'tooManyExports']);
  });

  it('sweeps jobs older than an hour and their files', async () => {
    const started = await call('service@demo.test', 'POST', '/api/export/jobs', {
      report: 'robotParts',
      ...robotParts,
    });
    const [row] = await ctx.deps.db.select().from(exportJobs).where(eq(exportJobs.id, started.data.id));
    const stored = path.join(ctx.dataDir, 'files', row.storageKey!);
    expect(existsSync(stored)).toBe(true);
    ctx.clock.advance(2 * 60 * 60);
    await call('service@demo.test', 'POST', '/api/export/jobs', { report: 'robotParts', ...robotParts });
    await sleep(300);
    expect(await ctx.deps.db.select().from(exportJobs).where(eq(exportJobs.id, started.data.id))).toEqual([]);
    expect(existsSync(stored)).toBe(false);
  });

  it("sweeps, at start, temporary files that an instance left when it stopped, not a running job's", async () => {
    const userId = await userIdOf(ctx, 'service@demo.test');
    const now = ctx.clock.now();
    const tempFile = (id: string, extension: string) =>
      path.join(os.tmpdir(), `pp-export-${id}.${extension}`);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    // Left by a stopped instance an hour ago: its job is stale, or gone altogether.
    await ctx.deps.db.insert(exportJobs).values({
      id: 'leftBehindJob00000000000',
      userId,
      report: 'rmaHistory',
      type: 'excel',
      fileName: 'rma-history.xlsx',
      status: 'running',
      createdAt: now,
      updatedAt: new Date(now.getTime() - 30 * 60_000),
    });
    const leftBehind = [
      tempFile('leftBehindJob00000000000', 'xlsx'),
      tempFile('goneJob0000000000000000a', 'pdf'),
    ];
    // A job still running elsewhere (its row is fresh), and a file just begun: both stay.
    await ctx.deps.db.insert(exportJobs).values({
      id: 'stillRunningJob000000000',
      userId,
      report: 'rmaHistory',
      type: 'pdf',
      fileName: 'rma-history.pdf',
      status: 'running',
      createdAt: now,
      updatedAt: now,
    });
    const kept = [tempFile('stillRunningJob000000000', 'pdf'), tempFile('youngJob0000000000000000', 'xlsx')];
    for (const file of [...leftBehind, ...kept]) await writeFile(file, 'partial');
    for (const file of [...leftBehind, kept[0]]) await utimes(file, hourAgo, hourAgo);
    const restarted = await buildApp(ctx.deps);
    try {
      await restarted.ready();
      for (let i = 0; i < 50 && leftBehind.some(existsSync); i++) await sleep(100);
      expect(leftBehind.filter(existsSync)).toEqual([]);
      expect(kept.filter(existsSync)).toEqual(kept);
    } finally {
      await restarted.close();
      for (const file of kept) await rm(file, { force: true });
    }
  });
});
