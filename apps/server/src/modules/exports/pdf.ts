// A report as a PDF, written to `out`: the table is drawn in a worker thread (pdf-worker.ts, pdf-render.ts), so
// an export of any text never holds this instance's event loop; this side reads the rows, hands them over in
// batches, writes the bytes that come back and tells the job's progress. One batch is drawn while the next is
// read, and the next is sent only once `out` has taken the bytes before it: memory stays flat.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { loopYielder } from '../../lib/loop-yield.ts';
import type { PdfHeading } from './pdf-render.ts';
import type { PdfWorkerInput, PdfWorkerReply } from './pdf-worker.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

export type { PdfHeading } from './pdf-render.ts';

const WORKER_URL = new URL('./pdf-worker.ts', import.meta.url);
/** Rows per batch handed to the worker (also how often the job's progress moves). */
const BATCH_ROWS = 200;
/** A worker that needs more than this heap fails its export instead of the instance running out. */
const WORKER_HEAP_MB = 256;
/** Workers kept started between PDFs (starting one and loading pdfkit costs ~0.3 s), and for how long. */
const MAX_IDLE_WORKERS = 2;
const IDLE_MS = 10 * 60_000;

type PdfWorker = {
  worker: Worker;
  /** The next reply; rejects once the worker failed or stopped. */
  nextReply: () => Promise<PdfWorkerReply>;
  isStopped: () => boolean;
  idleTimer?: NodeJS.Timeout;
};

const idle: PdfWorker[] = [];

function startWorker(): PdfWorker {
  const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const queue: PdfWorkerReply[] = [];
  let waiter: { resolve: (reply: PdfWorkerReply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    waiter?.reject(failure);
    waiter = null;
    const at = idle.findIndex((w) => w.worker === worker);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.on('message', (reply: PdfWorkerReply) => {
    if (waiter) waiter.resolve(reply);
    else queue.push(reply);
    waiter = null;
  });
  worker.on('error', fail);
  worker.on('messageerror', fail);
  worker.on('exit', (code) => fail(new Error(`the PDF worker stopped (exit code ${code})`)));
  return {
    worker,
    isStopped: () => failure !== null,
    nextReply() {
      const next = queue.shift();
      if (next) return Promise.resolve(next);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiter = { resolve, reject };
      });
    },
  };
}

function takeWorker(): PdfWorker {
  const kept = idle.pop();
  if (!kept) return startWorker();
  clearTimeout(kept.idleTimer);
  kept.worker.ref();
  return kept;
}

/** Keeps a worker that finished its PDF for the next one (not holding the process open meanwhile). */
function keepWorker(pdfWorker: PdfWorker) {
  if (pdfWorker.isStopped()) return;
  if (idle.length >= MAX_IDLE_WORKERS) {
    pdfWorker.worker.terminate().catch(() => {});
    return;
  }
  pdfWorker.worker.unref();
  pdfWorker.idleTimer = setTimeout(() => {
    const at = idle.indexOf(pdfWorker);
    if (at >= 0) idle.splice(at, 1);
    pdfWorker.worker.terminate().catch(() => {});
  }, IDLE_MS);
  pdfWorker.idleTimer.unref();
  idle.push(pdfWorker);
}

/** Streams rows into a PDF table written to `out`; `onRow` is told after each row drawn (job progress). */
export async function writePdf(
  out: Writable,
  heading: PdfHeading,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  onRow?: () => void | Promise<void>,
) {
  const pdfWorker = takeWorker();
  const post = (input: PdfWorkerInput) => pdfWorker.worker.postMessage(input);
  const deliver = async (reply: PdfWorkerReply) => {
    for (const chunk of reply.chunks) out.write(chunk);
    if (out.writableNeedDrain) await once(out, 'drain');
    for (let i = 0; i < reply.rows; i++) {
      const waiting = onRow?.();
      if (waiting) await waiting;
    }
  };
  let isDone = false;
  try {
    post({ kind: 'start', heading, columns });
    let batch: ExportRow[] = [];
    let isDrawing = false;
    const send = async () => {
      if (isDrawing) await deliver(await pdfWorker.nextReply());
      post({ kind: 'rows', rows: batch });
      isDrawing = true;
      batch = [];
    };
    const yieldTurn = loopYielder();
    for await (const row of rows as AsyncIterable<ExportRow>) {
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await send();
      const turn = yieldTurn();
      if (turn) await turn;
    }
    if (batch.length > 0) await send();
    post({ kind: 'end' });
    for (;;) {
      const reply = await pdfWorker.nextReply();
      await deliver(reply);
      if (reply.kind === 'done') break;
    }
    isDone = true;
  } finally {
    // A PDF left half drawn (cancelled, failed) leaves its worker in the middle of it: that one goes.
    if (isDone) keepWorker(pdfWorker);
    else pdfWorker.worker.terminate().catch(() => {});
  }
  const finished = once(out, 'finish');
  out.end();
  await finished;
}
