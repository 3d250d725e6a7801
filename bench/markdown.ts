// node bench/markdown.ts <bench/results/….json>: the results of one `npm run bench` as the Markdown table
// docs/benchmarks.md keeps (each target's before and after rows together, in run order), then the working-day
// targets' groups and failed answers, the export, embedded start and web size lines.
import { readFile } from 'node:fs/promises';
import { figuresOf, inRunOrder, listRowLines, type Row, statisticsLines } from './report.ts';
import type { StatisticsTiming } from './statistics.ts';

type Results = {
  targets: Row[];
  export?: Record<
    string,
    {
      rows: number;
      status: number;
      seconds: number;
      rssGrowthMB: number;
      isUnderBudget: boolean;
      /** Why nothing was measured (an older server without export jobs). */
      skipped?: string;
    }
  >;
  embeddedStart?: Record<string, { medianMs: number; runsMs: number[]; isUnderBudget: boolean }>;
  statistics?: Record<string, StatisticsTiming[]>;
};

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/markdown.ts <results.json>');
const results = JSON.parse(await readFile(file, 'utf8')) as Results;

const n = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
const rows = inRunOrder(results.targets);
const header = [
  'target',
  'server',
  'req/s',
  'floor',
  '× floor (≥ 0.8)',
  'bare',
  '× bare',
  'p50 ms',
  'p95 ms (< 50)',
  'p97.5 ms',
  'verdict',
];
const table = rows.map((r) => [r.name, r.server, ...figuresOf(r, n), r.verdict]);
const lines = [header, header.map((_, i) => (i < 2 || i === header.length - 1 ? '---' : '--:')), ...table];
for (const cells of lines) console.log(`| ${cells.join(' | ')} |`);
console.log('\n```');
for (const line of listRowLines(rows)) console.log(line);
for (const [label, ex] of Object.entries(results.export ?? {})) {
  if (ex.skipped || ex.status === 404) continue;
  console.log(
    `export (${label}) ${ex.rows} rows: HTTP ${ex.status}, ${n(ex.seconds, 1)} s (budget 15), RSS +${n(ex.rssGrowthMB)} MB (budget 200): ${ex.isUnderBudget ? 'ok' : 'OVER'}`,
  );
}
for (const [label, s] of Object.entries(results.embeddedStart ?? {})) {
  console.log(
    `embedded start (${label}): ${n(s.medianMs)} ms median of ${s.runsMs.map((v) => n(v)).join(', ')} (budget 3000): ${s.isUnderBudget ? 'ok' : 'OVER'}`,
  );
}
for (const [label, timings] of Object.entries(results.statistics ?? {})) {
  for (const line of statisticsLines(label, timings)) console.log(line);
}
console.log('```');
