// A file writer gives the event loop back every few milliseconds: rows that come from an array (or a fast
// stream) never wait on I/O, so without this a big export answered no other request of the instance until it
// was written (a `for await` over an array awaits microtasks only).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work in one stretch, at most, before other requests get their turn. */
const SLICE_MS = 8;

/**
 * A function to call between rows: it answers a promise (await it) once SLICE_MS have passed since the last
 * turn, undefined otherwise (nothing to wait for).
 */
export function loopYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
