import { describe, expect, it } from 'vitest';
import { UsageEventBuffer, type UsageEvent } from './event-buffer.ts';

const event = (n: number): UsageEvent => ({
  type: 'PVU',
  userId: n,
  companyId: 1,
  path: `/page/${n}`,
  at: new Date(Date.UTC(2031, 0, 1)),
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A writer whose writes are recorded and can be held (a slow database) or refused. */
function fakeWriter() {
  const batches: UsageEvent[][] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  let failing = false;
  return {
    batches,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => {
      held = null;
      release();
    },
    fail: (isFailing: boolean) => {
      failing = isFailing;
    },
    write: async (events: UsageEvent[]) => {
      if (held) await held;
      if (failing) throw new Error('database down');
      batches.push(events);
    },
  };
}

describe('UsageEventBuffer', () => {
  it('records without writing, then writes one batch after flushMs', async () => {
    const writer = fakeWriter();
    const buffer = new UsageEventBuffer(writer.write, { flushMs: 30, batchSize: 100, maxPending: 1000 });
    expect(buffer.record(event(1))).toBeUndefined();
    buffer.record(event(2));
    buffer.record(event(3));
    expect(writer.batches).toHaveLength(0);
    expect(buffer.waiting).toBe(3);
    await wait(80);
    expect(writer.batches.map((b) => b.map((e) => e.userId))).toEqual([[1, 2, 3]]);
    expect(buffer.counts).toMatchObject({ recorded: 3, written: 3, dropped: 0, failed: 0 });
  });

  it('writes at once when a batch is full, never more than batchSize per write', async () => {
    const writer = fakeWriter();
    const buffer = new UsageEventBuffer(writer.write, { flushMs: 60_000, batchSize: 4, maxPending: 1000 });
    for (let i = 1; i <= 10; i++) buffer.record(event(i));
    await wait(20);
    await buffer.flush();
    expect(writer.batches.map((b) => b.length)).toEqual([4, 4, 2]);
    expect(buffer.counts.written).toBe(10);
  });

  it('keeps memory bounded while the database is slow: drops past maxPending and counts them', async () => {
    const writer = fakeWriter();
    const warnings: object[] = [];
    const buffer = new UsageEventBuffer(
      writer.write,
      { flushMs: 1, batchSize: 5, maxPending: 20 },
      { warn: (details) => warnings.push(details) },
    );
    writer.hold();
    buffer.record(event(0));
    await wait(10); // the first write is under way and hangs
    for (let i = 1; i <= 100; i++) buffer.record(event(i));
    expect(buffer.waiting).toBe(20);
    expect(buffer.counts.dropped).toBe(80);
    writer.release();
    await buffer.flush();
    expect(buffer.counts).toMatchObject({ recorded: 21, written: 21, dropped: 80 });
    expect(warnings).toContainEqual(expect.objectContaining({ dropped: 80, droppedSinceLast: 80 }));
  });

  it('drops and counts a batch the database refuses, and goes on with the next', async () => {
    const writer = fakeWriter();
    const buffer = new UsageEventBuffer(writer.write, { flushMs: 60_000, batchSize: 2, maxPending: 100 });
    writer.fail(true);
    buffer.record(event(1));
    buffer.record(event(2));
    await buffer.flush();
    writer.fail(false);
    buffer.record(event(3));
    await buffer.flush();
    expect(buffer.counts).toMatchObject({ written: 1, failed: 2 });
    expect(writer.batches).toEqual([[event(3)]]);
  });

  it('close writes what waits and takes nothing after', async () => {
    const writer = fakeWriter();
    const buffer = new UsageEventBuffer(writer.write, { flushMs: 60_000, batchSize: 100, maxPending: 100 });
    buffer.record(event(1));
    await buffer.close();
    expect(writer.batches).toEqual([[event(1)]]);
    buffer.record(event(2));
    await buffer.flush();
    expect(writer.batches).toHaveLength(1);
    expect(buffer.counts.dropped).toBe(1);
  });
});
