// Numbers and dates the factories share: ids and serials unique in the test process, the test clock's today.
import type { TestContext } from '../harness.ts';

let sequence = 0;
/** A number unique in this test process (workers run in separate processes with separate databases). */
export const nextId = () => ++sequence;

let serialCounter = 90_000_000;
/** A serial of the demo's shape (prefix + 8 digits) that no robot holds. */
export const freshSerial = (prefix: string) => `${prefix}${serialCounter++}`;

/** Today's UTC midnight of the test clock, in unix seconds. */
export const todayOf = (ctx: TestContext) => Math.floor(ctx.clock.now().getTime() / 86400_000) * 86400;
/** Today's UTC date of the test clock (yyyy-mm-dd). */
export const todayDateOf = (ctx: TestContext) => ctx.clock.now().toISOString().slice(0, 10);
