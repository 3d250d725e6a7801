import type { UsageEventType } from '@poolside/contract/statistics';
import type { Db } from '../../db/client.ts';
import { statEvents } from '../../db/schema/statistics.ts';

/** One usage event: a login, a page view (path: the page) or a document view (path: the file's name). */
export type UsageEvent = {
  type: UsageEventType;
  userId: number | null;
  companyId: number | null;
  path: string | null;
  at: Date;
};

type Writer = (events: UsageEvent[]) => Promise<void>;
type Log = { warn: (details: object, message: string) => void };

export type BufferOptions = {
  /** A recorded event waits at most this long before its batch is written. */
  flushMs: number;
  /** A batch this big is written at once (and one insert never carries more). */
  batchSize: number;
  /** Events waiting beyond this (the database is slow or down) are dropped and counted, never kept. */
  maxPending: number;
};

export const bufferDefaults: BufferOptions = { flushMs: 2000, batchSize: 500, maxPending: 10_000 };

/**
 * Usage events recorded without touching the database in the request: `record` only appends to memory; a
 * timer (or a full batch) writes them in one insert per batch, one write at a time. Memory is bounded: past
 * `maxPending` waiting events new ones are dropped with a counter (a slow database never grows the process),
 * and a batch the database refuses is dropped and counted too. `close` writes what waits (shutdown).
 */
export class UsageEventBuffer {
  private pending: UsageEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private flushing: Promise<void> | null = null;
  private isClosed = false;
  private loggedLosses = 0;
  readonly counts = { recorded: 0, written: 0, dropped: 0, failed: 0 };

  private readonly write: Writer;
  private readonly options: BufferOptions;
  log: Log | undefined;

  constructor(write: Writer, options: BufferOptions = bufferDefaults, log?: Log) {
    this.write = write;
    this.options = options;
    this.log = log;
  }

  /** Appends an event (synchronous, no I/O); dropped and counted when closed or when too many wait. */
  record(event: UsageEvent): void {
    if (this.isClosed || this.pending.length >= this.options.maxPending) {
      this.counts.dropped++;
      return;
    }
    this.pending.push(event);
    this.counts.recorded++;
    this.schedule(this.pending.length >= this.options.batchSize ? 0 : this.options.flushMs);
  }

  /** Events waiting to be written (the batch being written excluded). */
  get waiting(): number {
    return this.pending.length;
  }

  /** Writes everything waiting now (and what arrives meanwhile); resolves when nothing waits. */
  flush(): Promise<void> {
    this.clearTimer();
    if (!this.flushing) {
      this.flushing = this.drain().finally(() => {
        this.flushing = null;
      });
    }
    return this.flushing;
  }

  /** Shutdown: no more events are taken; what waits is written. */
  async close(): Promise<void> {
    this.isClosed = true;
    await this.flush();
  }

  private schedule(delayMs: number) {
    if (this.flushing) return; // the running drain picks the new events up
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    this.clearTimer();
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async drain() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        await this.write(batch);
        this.counts.written += batch.length;
      } catch (err) {
        this.counts.failed += batch.length;
        this.log?.warn({ err, events: batch.length }, 'usage events not written (dropped)');
      }
    }
    const lost = this.counts.dropped;
    if (lost > this.loggedLosses) {
      this.log?.warn({ ...this.counts, droppedSinceLast: lost - this.loggedLosses }, 'usage events dropped');
      this.loggedLosses = lost;
    }
  }
}

const buffers = new WeakMap<Db, UsageEventBuffer>();

/** The buffer of a database (one per database object, like its prepared statements). */
export function usageEventsOf(db: Db): UsageEventBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new UsageEventBuffer(async (events) => {
      await db.insert(statEvents).values(events);
    });
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Records a usage event for the statistics; never waits for the database. */
export function recordUsageEvent(
  deps: { db: Db; clock: { now: () => Date } },
  event: Omit<UsageEvent, 'at' | 'path'> & { path?: string | null; at?: Date },
): void {
  usageEventsOf(deps.db).record({
    type: event.type,
    userId: event.userId,
    companyId: event.companyId,
    path: event.path ?? null,
    at: event.at ?? deps.clock.now(),
  });
}

/** Writes the waiting events now (tests, and a report that must see the last minute's events). */
export function flushUsageEvents(db: Db): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve();
}

/** Shutdown: writes what waits; the database's next app gets a fresh buffer. */
export async function closeUsageEvents(db: Db): Promise<void> {
  const buffer = buffers.get(db);
  if (!buffer) return;
  buffers.delete(db);
  await buffer.close();
}
