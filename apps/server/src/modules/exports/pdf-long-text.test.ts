// A PDF export of text without spaces (a partner's repair line description, the audit log's JSON) is laid
// out in time linear in the text, cut to the cell's printed lines, and never holds the event loop: the
// instance keeps answering while it renders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flat, openPdf } from '../../test/export-files.ts';
import { buildRmaLine, callAs } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
const WHO = 'service@demo.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ctx = await createTestContext();
  // The instance's first PDF starts the PDF worker and loads pdfkit and the fonts: that is not what is measured.
  const first = await callAs(ctx, WHO, 'PUT', '/api/export', { report: 'rmaHistory', type: 'pdf' });
  expect(first.status).toBe(true);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** An RMA sent by the service user whose `count` lines carry a description of `length` characters, no space. */
async function rmaWithLongDescriptions(count: number, length: number, letter: string) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const description = `${letter}${String(i).padStart(3, '0')}`.padEnd(length, letter);
    ids.push((await buildRmaLine(ctx, { line: { description } })).id);
  }
  const sent = await callAs(ctx, WHO, 'PUT', '/api/rma/requests', { ids });
  expect(sent.status, JSON.stringify(sent)).toBe(true);
  return sent.data.id as number;
}

/**
 * Runs the PDF export job of `rmaId` to its file while GET /api/health is asked every 25 ms; answers the
 * export's time, the slowest health answer and the PDF.
 */
async function exportWhileHealthPolls(rmaId: number) {
  let isExporting = true;
  const healthTimes: number[] = [];
  const polling = (async () => {
    while (isExporting) {
      const asked = performance.now();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - asked);
      expect(res.statusCode).toBe(200);
      await sleep(25);
    }
  })();
  const started = performance.now();
  try {
    const job = await callAs(ctx, WHO, 'POST', '/api/export/jobs', {
      report: 'rmaHistoryWithLines',
      type: 'pdf',
      rmas: [rmaId],
    });
    const answeredIn = performance.now() - started;
    let data = job.data;
    while (data.status === 'running') {
      await sleep(50);
      data = (await callAs(ctx, WHO, 'GET', `/api/export/jobs/${data.id}`)).data;
    }
    const took = performance.now() - started;
    expect(data.status).toBe('done');
    const file = await ctx.app.inject({
      method: 'GET',
      url: data.downloadUrl,
      headers: { cookie: await ctx.login(WHO) },
    });
    return { took, answeredIn, slowestHealth: Math.max(...healthTimes), pdf: await openPdf(file.rawPayload) };
  } finally {
    isExporting = false;
    await polling;
  }
}

describe('PDF export of text without spaces', () => {
  it('exports a 1,000-character word within 2 s while the health check answers within 200 ms', async () => {
    const rmaId = await rmaWithLongDescriptions(1, 1_000, 'x');
    const run = await exportWhileHealthPolls(rmaId);
    expect(run.took).toBeLessThan(2_000);
    expect(run.answeredIn).toBeLessThan(1_500);
    expect(run.slowestHealth).toBeLessThan(200);
    // The cell shows the start of the word over its lines and ends with an ellipsis.
    const text = flat(run.pdf.text);
    expect(text).toContain('x000xxx');
    expect(text).toContain('…');
    expect(text).not.toContain('x'.repeat(400));
  }, 30_000);

  it('keeps twenty such lines bounded in time and memory', async () => {
    const rmaId = await rmaWithLongDescriptions(20, 1_000, 'y');
    const heapBefore = process.memoryUsage().heapUsed;
    const run = await exportWhileHealthPolls(rmaId);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(run.took).toBeLessThan(3_000);
    expect(run.slowestHealth).toBeLessThan(200);
    expect(heapGrowth).toBeLessThan(150 * 1024 * 1024);
    for (let i = 0; i < 20; i++) expect(flat(run.pdf.text)).toContain(`y${String(i).padStart(3, '0')}yy`);
  }, 60_000);
});
