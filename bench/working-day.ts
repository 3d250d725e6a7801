// The working-day targets of `npm run bench` (DESIGN.md section 6), PostgreSQL lane only: each run sends a list
// of generated requests (bench/request-list.ts, cycled by bench/cannon.ts) instead of one repeated request.
//   workingDay   200 partner sessions of many companies, each request a different object (bench/mix.ts)
//   firstRead    serial lookups and part descriptions, each of an object not asked for before in the run
//   repairWrites partners of distinct companies saving repair lines at once (bench/writes.ts)
// run.ts measures them like the other targets (bare, floor, then each server), and workingDay and firstRead
// also on a server with CACHE=off. Sessions are opened once, before the first run, and closed at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { firstReadRequests, mixRequests } from './mix.ts';
import { eachLimited, logInAll, logOffAll, readWorkingDayData, type WorkingDayData } from './partners.ts';
import { type Row, type RowKind, rowOf } from './report.ts';
import { cacheRateNotes, readCacheCounts } from './cache-rates.ts';
import { type RequestList, writeRequestList } from './request-list.ts';
import type { Server } from './targets.ts';
import { deleteDrafts, writeRequests } from './writes.ts';

export const workingDayNames = ['workingDay', 'firstRead', 'repairWrites'];

/** One run of a list target: its list, where to start in it, and what to do once it is measured. */
export type PlannedRun = {
  requestsFile: string;
  startAt?: number;
  /** Connections of this run (the writers' count); BENCH_CONNECTIONS otherwise. */
  connections?: number;
  /** Puts things back and answers notes for the report (a list that ran out, drafts left). */
  after(result: LoadResult): Promise<string[]>;
};

export type ListTarget = {
  name: string;
  what: string;
  kind: RowKind;
  /** Also measured on the server with CACHE=off. */
  withoutCache: boolean;
  plan(server: Server): Promise<PlannedRun | null>;
};

const MIX_SESSIONS = Number(process.env.BENCH_MIX_SESSIONS ?? 200);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 50);
const MIX_LENGTH = 100_000;
/** Robots per writer and run: more than a run of a few seconds can save. */
const ROBOTS_PER_WRITER = 400;

type CartLine = { pn: string; quantity: number };

/** Every session's cart as it is (the mix adds lines to them; they are put back after each run). */
export async function readCarts(base: string, cookies: string[]) {
  const carts = new Map<string, CartLine[]>();
  await eachLimited(cookies, 8, async (cookie) => {
    const res = await fetch(`${base}/api/cart`, { headers: { cookie } });
    const body = (await res.json()) as { data?: { items: CartLine[] } };
    carts.set(
      cookie,
      (body.data?.items ?? []).map((i) => ({ pn: i.pn, quantity: i.quantity })),
    );
  });
  return carts;
}

export async function putCarts(base: string, carts: Map<string, CartLine[]>): Promise<number> {
  let failed = 0;
  await eachLimited([...carts], 8, async ([cookie, items]) => {
    const res = await fetch(`${base}/api/cart`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    });
    await res.arrayBuffer();
    if (!res.ok) failed++;
  });
  return failed;
}

const ranOutNote = (r: LoadResult, startAt: number) =>
  startAt + r.issued > r.listLength
    ? [`list ran out: ${startAt + r.issued} requests for ${r.listLength} listed (objects asked again)`]
    : [];

/** Logs the partners in on `base` and writes the lists; `close` logs them off and removes the files. */
export async function prepareWorkingDay(databaseUrl: string, base: string, names: string[]) {
  const data: WorkingDayData = await readWorkingDayData(databaseUrl, MIX_SESSIONS, WRITERS);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-lists-'));
  const cookies = await logInAll(base, [...data.partners, ...data.writers]);
  const partnerCookies = data.partners.map((p) => cookies.get(p.userId) as string);
  const companies = new Set(data.partners.map((p) => p.companyId)).size;
  const distributors = data.partners.filter((p) => p.kind === 'distributor').length;
  console.error(
    `working day: ${data.partners.length} partner sessions of ${companies} companies (${distributors} distributor ` +
      `users), ${data.writers.length} writers; mix over ${data.mixSerials.length} serials, ${data.mixPns.length} PNs; ` +
      `first reads: ${data.firstReadSerials.length} serials, ${data.firstReadPns.length} PNs`,
  );
  const listFile = async (name: string, list: RequestList) => {
    const file = path.join(dir, `${name}.json`);
    await writeRequestList(file, list);
    return file;
  };
  const targets: ListTarget[] = [];
  if (names.includes('workingDay')) {
    const file = await listFile('mix', { sessions: partnerCookies, requests: mixRequests(data, MIX_LENGTH) });
    targets.push({
      name: 'workingDay',
      what:
        `mix of ${data.partners.length} partner sessions of ${companies} companies: lookups over ` +
        `${data.mixSerials.length} serials and ${data.mixPns.length} PNs, list pages 1-5, 1 in 10 a cart line added`,
      kind: 'budget',
      withoutCache: true,
      plan: async (server) => {
        const carts = await readCarts(server.base, partnerCookies);
        return {
          requestsFile: file,
          after: async () => {
            const failed = await putCarts(server.base, carts);
            return failed ? [`${failed} carts not put back`] : [];
          },
        };
      },
    });
  }
  if (names.includes('firstRead')) {
    const list = firstReadRequests(data);
    const file = await listFile('first-read', { sessions: partnerCookies, requests: list });
    // Each run continues the list where the previous one stopped: no object is asked twice in the bench run.
    let cursor = 0;
    targets.push({
      name: 'firstRead',
      what: `serial lookups and part descriptions, each of an object not asked before (${list.length} listed)`,
      kind: 'budget',
      withoutCache: true,
      plan: async () => {
        const startAt = cursor;
        return {
          requestsFile: file,
          startAt,
          after: async (r) => {
            cursor = startAt + r.issued;
            return ranOutNote(r, startAt);
          },
        };
      },
    });
  }
  if (names.includes('repairWrites')) {
    const writerCookies = data.writers.map((w) => cookies.get(w.userId) as string);
    targets.push({
      name: 'repairWrites',
      what: `PUT /api/rma/line/{robotSN}, ${data.writers.length} partners of distinct companies at once, 2 lines each`,
      kind: 'writes',
      withoutCache: false,
      plan: async (server) => {
        const tag = `BENCH-${Date.now().toString(36).toUpperCase()}-${server.label.replace(/\W/g, '')}`;
        const plan = await writeRequests(databaseUrl, data.writers, ROBOTS_PER_WRITER, tag);
        if (plan.requests.length === 0) return null;
        const file = await listFile(`writes-${tag}`, { sessions: writerCookies, requests: plan.requests });
        return {
          requestsFile: file,
          connections: plan.writers,
          after: async (r) => {
            // A second pass finds a save that was still queued in the server when the first one looked.
            await deleteDrafts(databaseUrl, server.base, tag, cookies);
            const drafts = await deleteDrafts(databaseUrl, server.base, tag, cookies);
            await rm(file, { force: true });
            return [
              `${plan.writers} writers`,
              ...ranOutNote(r, 0),
              ...(drafts.failed ? [`${drafts.failed} drafts not deleted (internal number ${tag})`] : []),
            ];
          },
        };
      },
    });
  }
  return {
    targets,
    async close() {
      await logOffAll(base, cookies.values());
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One list target on one server: its plan, a quiet database (`settle`), the load, then what it puts back. The
 * row also carries each group's figures, the first failed answers and the notes. Null: nothing to measure.
 */
export async function measureListRun(
  target: ListTarget,
  server: Server,
  settings: { connections: number; seconds: number; warmupSeconds: number; settle: () => Promise<void> },
  bare: LoadResult,
  floor: LoadResult | undefined,
): Promise<Row | null> {
  const plan = await target.plan(server);
  if (!plan) return null;
  await settings.settle();
  const cachesBefore = await readCacheCounts(server.base);
  const r = await runLoad({
    origin: server.base,
    paths: [],
    requestsFile: plan.requestsFile,
    startAt: plan.startAt,
    connections: plan.connections ?? settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
  });
  // The server still answers the requests queued when the load stopped: what is put back after them stays back.
  await settings.settle();
  const cachesAfter = cachesBefore && (await readCacheCounts(server.base));
  const notes = [
    ...(await plan.after(r)),
    ...(cachesBefore && cachesAfter ? cacheRateNotes(cachesBefore, cachesAfter) : []),
  ];
  const row = rowOf(target, server.label, `generated list of ${r.listLength}`, r, bare, floor);
  // A first read that asked some objects again did not measure first reads only: the verdict says so.
  if (notes.some((n) => n.startsWith('list ran out'))) row.verdict += ', LIST RAN OUT';
  return { ...row, groups: r.groups, errorSamples: r.errorSamples, notes };
}
