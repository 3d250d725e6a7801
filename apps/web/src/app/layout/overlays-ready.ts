/**
 * The deferred overlays (ModalsProvider, notifications: deferred-overlays.tsx) mount once the browser is idle. A
 * confirmation asked before then (a quick click) must not be lost: `whenOverlaysReady()` asks the shell to mount
 * them at once and resolves when they listen.
 */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let isReady = false;
let mountNow: (() => void) | null = null;

export function overlaysMounted() {
  isReady = true;
  markReady();
}

/** The shell registers how to mount the overlays before the browser is idle. */
export function onOverlaysRequested(mount: () => void) {
  mountNow = mount;
}

/** Ready, or no deferring shell at all (a component test mounts its own ModalsProvider). */
export function areOverlaysReady() {
  return isReady || mountNow === null;
}

export function whenOverlaysReady(): Promise<void> {
  if (!isReady) mountNow?.();
  return ready;
}
