// Exports and the packing slip speak the reader's language (no raw status codes),
// refunds and labour costs carry their currency, and the slip has the maker's address, logo and a barcode.
import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaStatuses } from '@poolside/contract/constants';
import { buildRmaRow, buildUser } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { barcodeText } from './packing-slip-pdf.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const french = await buildUser(ctx, { like: 'service@demo.test', language: 'fra', email: 'fr@lists.test' });
  cookies.eng = await ctx.login('service@demo.test');
  cookies.fra = await ctx.login(french.email);
});
afterAll(async () => {
  await ctx?.close();
});

async function exportRows(who: 'eng' | 'fra', body: object) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/export',
    payload: body,
    headers: { cookie: cookies[who] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(res.json().data.file, 'base64') as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [head, ...data] = rows;
  return data.map((r) => Object.fromEntries((head as string[]).map((h, i) => [h, r[i]])));
}

/** The text a pdfkit PDF shows: its content streams inflated, the hex strings of the text operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const line of content.split('\n').filter((l) => l.endsWith('TJ') || l.endsWith('Tj'))) {
        texts.push(
          [...line.matchAll(/<([0-9a-f]+)>/gi)]
            .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
            .join(''),
        );
      }
    } catch {
      // Not a deflated stream (an image's raw data).
    }
  }
  return texts.join('\n');
}

describe('RMA exports in the reader language', () => {
  it('shows status words, the finished flag, refund and labour cost with the currency (English)', async () => {
    const rows = await exportRows('eng', { report: 'rmaHistory' });
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['Status', 'Finished', 'Refund', 'Labour cost', 'Currency']),
    );
    const statuses = rows.map((r) => r.Status);
    expect(statuses.some((s) => (rmaStatuses as readonly unknown[]).includes(s))).toBe(false);
    expect(statuses).toEqual(expect.arrayContaining(['Closed']));
    const refunded = rows.filter((r) => typeof r.Refund === 'number');
    expect(refunded.length).toBeGreaterThan(0);
    for (const r of refunded) expect(r.Currency).toBe('USD');
    expect(rows.some((r) => typeof r['Labour cost'] === 'number')).toBe(true);
  });

  it('translates headers, statuses and yes/no for a French reader, lines included', async () => {
    const rows = await exportRows('fra', { report: 'rmaHistory' });
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['Statut', 'Terminé', "Coût de main-d'œuvre", 'Devise']),
    );
    expect(rows.map((r) => r.Statut)).toEqual(expect.arrayContaining(['Clôturé']));
    const lines = await exportRows('fra', { report: 'rmaHistoryWithLines' });
    expect(lines.length).toBeGreaterThan(rows.length);
    expect(new Set(lines.map((l) => l['Sous garantie']))).toEqual(new Set(['Oui', 'Non']));
    expect(lines.some((l) => (rmaStatuses as readonly unknown[]).includes(l['Statut du RMA']))).toBe(false);
    expect(lines.every((l) => ['Oui', 'Non', undefined, null, ''].includes(l.Approuvée as string))).toBe(
      true,
    );
  });
});

describe('the return packing slip', () => {
  it('has the maker address, the status as a word and the RMA number as a Code 128 barcode image', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/rma/requests?page=1&pageSize=1&status=CLS',
      headers: { cookie: cookies.fra },
    });
    const rma = list.json().data.rows[0];
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/rma/requests/${rma.id}/packing-slip`,
      headers: { cookie: cookies.fra },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const line of ctx.deps.config.makerAddress) expect(text).toContain(line);
    expect(text).toContain('Envoyer à');
    expect(text).toContain('Statut\u00a0: Clôturé');
    expect(text).not.toMatch(/\bCLS\b/);
    // The barcode: an embedded image, labelled, carrying the RMA number.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(text).toContain('Numéro de RMA');
    expect(barcodeText(rma.id)).toBe(`RMA${rma.id}`);
  });

  const slipText = async (rmaId: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/rma/requests/${rmaId}/packing-slip`,
      headers: { cookie: cookies.eng },
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  const sendBack = 'Send the parts below back';
  const nothingToSend = 'No part of this RMA has to be sent back.';

  it('asks to send the parts back only when some line has to go back, with the table of those parts', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/rma/requests?page=1&pageSize=1&status=APP',
      headers: { cookie: cookies.eng },
    });
    const approved = list.json().data.rows[0];
    expect(approved.green).toBeGreaterThan(0);
    const text = await slipText(approved.id);
    expect(text).toContain(sendBack);
    expect(text).toContain('Parts to send');
    expect(text).not.toContain(nothingToSend);
  });

  it('says only that nothing has to be sent back when no line goes back', async () => {
    const { id } = await buildRmaRow(ctx, { email: 'service@demo.test' });
    const text = await slipText(id);
    expect(text).toContain(nothingToSend);
    expect(text).not.toContain(sendBack);
    expect(text).not.toContain('Parts to send');
  });
});
