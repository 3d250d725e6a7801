// A list of generated requests for one load run (bench/cannon.ts cycles it by index across its connections):
// the working-day targets (bench/working-day.ts) write it to a JSON file before the run, so each request can
// be a different object, user and route. Sessions are listed once and named by index (the file stays small).
import { writeFile } from 'node:fs/promises';

/** One request: method, path, the index of its session's cookie, a JSON body, and the group it reports in. */
export type ListedRequest = { m: 'GET' | 'POST' | 'PUT'; p: string; s: number; b?: string; g: string };

export type RequestList = {
  /** Cookies (`pp_session=…`), named by `ListedRequest.s`. */
  sessions: string[];
  requests: ListedRequest[];
};

export async function writeRequestList(file: string, list: RequestList): Promise<void> {
  await writeFile(file, JSON.stringify(list));
}

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same list of requests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by weight: `weights` maps a name to its share (any positive numbers). */
export function weightedPicker<K extends string>(weights: Record<K, number>, random: () => number): () => K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let x = random() * total;
    for (const [name, w] of entries) {
      x -= w;
      if (x < 0) return name;
    }
    return entries[entries.length - 1][0];
  };
}
