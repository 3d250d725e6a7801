// The PDF worker thread (pdf.ts keeps a few and hands each one PDF at a time): a PDF starts with its heading
// and columns, rows come in batches from the instance's main thread, the table is drawn here (pdf-render.ts)
// and its bytes go back with the acknowledgement of each batch. Laying text out and embedding fonts takes whole
// milliseconds at a time; here it never delays another request.
import { parentPort } from 'node:worker_threads';
import { type PdfHeading, renderPdf } from './pdf-render.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

/** What the main thread sends: a PDF's start, a batch of rows, or the end of its rows. */
export type PdfWorkerInput =
  | { kind: 'start'; heading: PdfHeading; columns: ExportColumn[] }
  | { kind: 'rows'; rows: ExportRow[] }
  | { kind: 'end' };
/** What the worker answers: a batch read whole (`taken`), then `done`; each with the bytes made since. */
export type PdfWorkerReply = { kind: 'taken' | 'done'; rows: number; chunks: Uint8Array[] };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread only');

const inbox: PdfWorkerInput[] = [];
let wake: (() => void) | null = null;
port.on('message', (message: PdfWorkerInput) => {
  inbox.push(message);
  wake?.();
  wake = null;
});
async function nextInput(): Promise<PdfWorkerInput> {
  while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
  return inbox.shift() as PdfWorkerInput;
}

let chunks: Uint8Array[] = [];
const reply = (kind: PdfWorkerReply['kind'], rows: number) => {
  port.postMessage({ kind, rows, chunks } satisfies PdfWorkerReply);
  chunks = [];
};

/** A PDF's rows as the main thread sends them; a batch is acknowledged once the table asks for the next row. */
async function* rowsOfDocument(): AsyncGenerator<ExportRow> {
  for (;;) {
    const input = await nextInput();
    if (input.kind !== 'rows') return;
    yield* input.rows;
    reply('taken', input.rows.length);
  }
}

for (;;) {
  const input = await nextInput();
  if (input.kind !== 'start') continue;
  await renderPdf((chunk) => chunks.push(chunk), input.heading, input.columns, rowsOfDocument());
  reply('done', 0);
}
