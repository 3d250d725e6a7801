/** Time source; tests pass a fake one. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export function toUnix(date: Date | null | undefined): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** Floors unix seconds to their UTC date (date-only values). */
export function floorToUtcDate(seconds: number): number {
  return Math.floor(seconds / 86400) * 86400;
}
