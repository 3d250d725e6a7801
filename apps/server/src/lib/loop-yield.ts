// Long work gives the event loop back every few milliseconds: rows that come from an array (or a fast stream),
// and PGlite's statements, never wait on I/O, so without this a big export or import answered no other request
// of the instance until it was done (a `for await` over an array awaits microtasks only), not even the screen's
// progress polls.
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
