import type { ParsedRow } from '@poolside/contract/master-data-rules';
import type { ImportKind } from '@poolside/contract/master-data-columns';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../access/index.ts';
import type { IssueList } from '../issues.ts';
import { anyOf, pgArray } from '../../../lib/pg-array.ts';

export { anyOf, pgArray };

/** A row that passed its own rules: the file line it came from and its typed values. */
export type CheckedRow = { line: number; row: ParsedRow };

export type KindContext = {
  deps: Deps;
  /** The outer database for a check, the apply's transaction for an apply. */
  db: DbOrTx;
  actor: Actor;
  today: string;
  requestId?: string;
  /** Rows of this step done so far (the screen shows it); await it: it gives the event loop back now and then. */
  step: (done: number) => Promise<void> | undefined;
};

export type ApplyCounts = { created: number; updated: number };

/**
 * One kind's checker and applier (one file per kind under kinds/). `check` looks up the references of every
 * row in batches and adds an issue per bad row; it answers a plan that `apply` writes in the transaction.
 * Both run again inside the apply's transaction, so a reference removed in between is an issue, not a 5xx.
 */
export type KindHandler<Plan = unknown> = {
  kind: ImportKind;
  check: (ctx: KindContext, rows: CheckedRow[], issues: IssueList) => Promise<Plan>;
  apply: (ctx: KindContext, rows: CheckedRow[], plan: Plan) => Promise<ApplyCounts>;
};

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function distinct<T>(items: Iterable<T | null | undefined>): T[] {
  const set = new Set<T>();
  for (const item of items) if (item !== null && item !== undefined) set.add(item);
  return [...set];
}

/** The stored value after an import: a blank optional cell keeps what is stored. */
export function kept<T>(value: T | null | undefined, stored: T): T {
  return value === null || value === undefined ? stored : value;
}

/** The fields of `next` that differ from `stored` (the update to send), or null when nothing changed. */
export function changesOf<T extends Record<string, unknown>>(stored: T, next: Partial<T>): Partial<T> | null {
  const out: Partial<T> = {};
  let has = false;
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== stored[key]) {
      out[key] = next[key];
      has = true;
    }
  }
  return has ? out : null;
}

export const str = (row: ParsedRow, key: string) => (row[key] ?? null) as string | null;
export const num = (row: ParsedRow, key: string) => (row[key] ?? null) as number | null;
export const bool = (row: ParsedRow, key: string) => (row[key] ?? null) as boolean | null;
