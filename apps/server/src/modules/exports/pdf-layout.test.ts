// A wide PDF export keeps every word whole: serials, dates and status words are never cut across lines
// (columns are sized to their content, the page turns to landscape and rows wrap into bands when needed);
// only a single word wider than a column may take is cut.
import { formatDateOnly } from '@poolside/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdf, openXlsx } from '../../test/export-files.ts';
import { callAs } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function exportFile(who: string, body: Record<string, unknown>) {
  const res = await callAs(ctx, who, 'PUT', '/api/export', body);
  expect(res.status, JSON.stringify(res)).toBe(true);
  return Buffer.from(res.data.file, 'base64');
}

/** The day of a cell as the PDF prints it (a moment's wall clock is already in its UTC fields). */
const dayOf = (d: Date) => formatDateOnly(d);

/** Every word (up to 24 characters) of every cell of the xlsx, as the PDF should print it whole. */
function wordsOf(rows: Record<string, unknown>[]): Set<string> {
  const words = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      if (value instanceof Date) words.add(dayOf(value));
      else if (typeof value === 'string')
        for (const word of value.split(/\s+/)) if (word.length >= 4 && word.length <= 24) words.add(word);
    }
  }
  return words;
}

/** The words printed in the PDF: each drawn line's text split at spaces (a word cut across lines is two). */
async function printedWords(file: Buffer): Promise<Set<string>> {
  const { text } = await openPdf(file);
  return new Set(text.split(/\s+/));
}

describe('wide PDF exports', () => {
  for (const report of [
    'rmaHistoryWithLines',
    'completeUnitRequests',
    'orders',
    'rmaHistory',
    'users',
    'warrantyUpdates',
  ]) {
    it(`${report}: never cuts a serial, a date or a status word`, async () => {
      const { rows } = await openXlsx(await exportFile('admin@demo.test', { report, type: 'excel' }));
      expect(rows.length).toBeGreaterThan(0);
      const printed = await printedWords(await exportFile('admin@demo.test', { report, type: 'pdf' }));
      const expected = [...wordsOf(rows.slice(0, 300))];
      const cut = expected.filter((word) => ![...printed].some((p) => p.includes(word)));
      expect(cut).toEqual([]);
    }, 60_000);
  }
});
