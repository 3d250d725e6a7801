// The result table of `npm run bench` (bench/run.ts): a row per target and server, its verdict against the
// budgets, and the summary printed at the end (bench/markdown.ts prints the same rows for docs/benchmarks.md).
import type { LoadResult } from './load.ts';
import { type StatisticsTiming, statisticsBudgetMs } from './statistics.ts';
import type { Kind } from './targets.ts';
import type { measureWeb } from './web-size.ts';

export const budget = { p95Ms: 50, ofFloor: 0.8, moonshotOfBare: 0.25 };

/** `writes`: the concurrent writes, reported beside the floor (DESIGN.md gives them no ratio budget). */
export type RowKind = Kind | 'writes';

export type Row = {
  name: string;
  server: string;
  kind: RowKind;
  what: string;
  path: string;
  rps: number;
  floorRps: number;
  ofFloor: number;
  bareRps: number;
  ofBare: number;
  p50: number;
  p95: number;
  /** Absent in results written before it was measured. */
  p97_5?: number;
  p99: number;
  /** Connection errors, non-2xx answers and 2xx answers whose envelope says status false. */
  errors: number;
  non2xx?: number;
  bytesPerAnswer: number;
  verdict: string;
  /** A generated list's figures per group of requests (working-day targets), the first failed answers, notes. */
  groups?: LoadResult['groups'];
  errorSamples?: LoadResult['errorSamples'];
  notes?: string[];
};

export function verdictOf(kind: RowKind, r: LoadResult, ofFloor: number, ofBare: number): string {
  if (r.requests === 0) return 'NO ANSWER';
  if (kind === 'writes') return r.errors === 0 ? 'no errors (no ratio budget)' : 'ERRORS';
  const parts: string[] = [];
  const isOk = r.p95 < budget.p95Ms && (Number.isNaN(ofFloor) || ofFloor >= budget.ofFloor) && r.errors === 0;
  parts.push(isOk ? 'ok' : 'OVER');
  if (r.errors > 0) parts.push(`${r.errors} ERRORS`);
  if (kind === 'moonshot') parts.push(ofBare >= budget.moonshotOfBare ? 'moonshot ok' : 'moonshot missed');
  return parts.join(', ');
}

/** Each target's rows together (in run order), before then after. */
export function inRunOrder<R extends { name: string; server: string }>(rows: R[]): R[] {
  const order = [...new Set(rows.map((r) => r.name))];
  return [...rows].sort(
    (a, b) => order.indexOf(a.name) - order.indexOf(b.name) || a.server.localeCompare(b.server),
  );
}

type Figures = Pick<Row, 'rps' | 'floorRps' | 'ofFloor' | 'bareRps' | 'ofBare' | 'p50' | 'p95' | 'p97_5'>;
/**
 * A row's figures as the tables print them (`n` writes a number, a dash for a missing one): req/s, floor,
 * × floor, bare, × bare, p50, p95, p97.5.
 */
export const figuresOf = (r: Figures, n: (x: number, digits?: number) => string) => [
  n(r.rps),
  n(r.floorRps),
  n(r.ofFloor, 2),
  n(r.bareRps),
  n(r.ofBare, 3),
  n(r.p50, 1),
  n(r.p95, 1),
  n(r.p97_5 ?? Number.NaN, 1),
];

/** A row built from one measured run and the bare and floor runs before it. */
export function rowOf(
  target: { name: string; what: string; kind: RowKind },
  server: string,
  path: string,
  r: LoadResult,
  bare: LoadResult,
  floor: LoadResult | undefined,
): Row {
  const ofFloor = floor ? r.rps / floor.rps : Number.NaN;
  const ofBare = r.rps / bare.rps;
  return {
    name: target.name,
    server,
    kind: target.kind,
    what: target.what,
    path,
    rps: r.rps,
    floorRps: floor?.rps ?? Number.NaN,
    ofFloor,
    bareRps: bare.rps,
    ofBare,
    p50: r.p50,
    p95: r.p95,
    p97_5: r.p97_5,
    p99: r.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    bytesPerAnswer: r.bytesPerRequest,
    verdict: verdictOf(target.kind, r, ofFloor, ofBare),
  };
}

export function printSummary(results: Record<string, unknown>, rows: Row[]) {
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const machine = results.machine as { loadAverage: number[]; loadAverageAtEnd: number[] };
  console.log(`\nload average: ${load(machine.loadAverage)} → ${load(machine.loadAverageAtEnd)}`);
  const n = (x: number, digits = 0) => (Number.isNaN(x) ? '–' : x.toFixed(digits));
  const header = [
    'target',
    'server',
    'req/s',
    'floor',
    '×floor',
    'bare',
    '×bare',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'non-2xx',
    'errors',
    'verdict',
  ];
  const table = inRunOrder(rows).map((r) => [
    r.name,
    r.server,
    ...figuresOf(r, n),
    r.non2xx === undefined ? '–' : String(r.non2xx),
    String(r.errors),
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  console.log(
    `budget: p95 < ${budget.p95Ms} ms and ≥ ${budget.ofFloor} of floor; moonshot ≥ ${budget.moonshotOfBare} of bare`,
  );
  console.log(line(header));
  for (const row of table) console.log(line(row));
  for (const text of listRowLines(inRunOrder(rows))) console.log(text);

  const exports = results.export as Record<string, Record<string, number | boolean | string>> | undefined;
  for (const [label, ex] of Object.entries(exports ?? {})) {
    if (ex.skipped) {
      console.log(`export (${label}): skipped, ${ex.skipped}`);
      continue;
    }
    console.log(
      `export (${label}) ${ex.rows} rows: HTTP ${ex.status}, ${Number(ex.seconds).toFixed(1)} s (budget 15), ` +
        `RSS +${Math.round(Number(ex.rssGrowthMB))} MB (budget 200): ${ex.isUnderBudget ? 'ok' : 'OVER'}`,
    );
  }
  const statistics = results.statistics as Record<string, StatisticsTiming[]> | undefined;
  for (const [label, timings] of Object.entries(statistics ?? {})) {
    for (const line of statisticsLines(label, timings)) console.log(line);
  }
  const starts = results.embeddedStart as Record<
    string,
    { medianMs: number; runsMs: number[]; isUnderBudget: boolean }
  >;
  for (const [label, s] of Object.entries(starts ?? {})) {
    console.log(
      `embedded start (${label}) to first answer: ${Math.round(s.medianMs)} ms median of ` +
        `${s.runsMs.map(Math.round).join(', ')} (budget 3000): ${s.isUnderBudget ? 'ok' : 'OVER'}`,
    );
  }
  const web = results.web as Awaited<ReturnType<typeof measureWeb>> | { error: string } | undefined;
  if (web && 'login' in web) {
    console.log(
      `web: /login JS ${web.login.gzipKB.toFixed(1)} KB gzipped (budget 170): ${web.isLoginUnderBudget ? 'ok' : 'OVER'}; ` +
        `dashboard JS ${web.dashboard.gzipKB.toFixed(1)} KB; other routes lazy: ${web.otherRoutesLazy}; ` +
        `largest chunk ${web.largestChunk.kB.toFixed(0)} kB (warning above 600)`,
    );
  } else if (web) console.log(`web: ${web.error}`);
}

/** The line printed on stderr as each row is measured. */
export const progressLine = (r: Row) =>
  `${r.name} (${r.server}): ${Math.round(r.rps)} req/s (floor ${Math.round(r.floorRps)}, bare ` +
  `${Math.round(r.bareRps)}), p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors: ${r.verdict}`;

/** Under the table, for the generated-list targets: each group's figures, notes, and the first failed answers. */
export function listRowLines(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const r of rows) {
    if (!r.groups && !r.notes?.length && !r.errorSamples?.length) continue;
    const groups = Object.entries(r.groups ?? {}).map(
      ([g, f]) => `${g} ${f.requests} (p95 ${f.p95.toFixed(1)} ms${f.errors ? `, ${f.errors} errors` : ''})`,
    );
    lines.push(`${r.name} (${r.server}): ${[...groups, ...(r.notes ?? [])].join('; ')}`);
    for (const e of r.errorSamples ?? []) {
      lines.push(`  ${e.group}: ${e.method} ${e.path} → HTTP ${e.status} ${e.body.slice(0, 160)}`);
    }
  }
  return lines;
}

/** The statistics reports of one server: each type's month and year times on one line (a server older than the
 * composer answers every report with an error: one line says so). */
export function statisticsLines(label: string, timings: StatisticsTiming[]): string[] {
  if (timings.every((t) => t.status !== 200))
    return [`statistics (${label}): no reports (HTTP ${timings[0]?.status})`];
  const byType = new Map<string, StatisticsTiming[]>();
  for (const t of timings) byType.set(t.reportType, [...(byType.get(t.reportType) ?? []), t]);
  return [...byType].map(([type, ts]) => {
    const parts = ts.map(
      (t) => `${t.range} ${Math.round(t.medianMs)} ms (max ${Math.round(t.maxMs)}, ${t.rows} rows)`,
    );
    const isOk = ts.every((t) => t.isUnderBudget);
    return `statistics (${label}) ${type}: ${parts.join(', ')} (budget ${statisticsBudgetMs} ms): ${isOk ? 'ok' : 'OVER'}`;
  });
}
