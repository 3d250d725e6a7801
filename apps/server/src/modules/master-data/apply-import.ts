import type { ImportKind } from '@poolside/contract/master-data-columns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import type { IssueList } from './issues.ts';
import type { CheckedRow, KindContext, KindHandler } from './kinds/types.ts';
import { recordedAfter } from '../audit/index.ts';

/** What an apply wrote: the report's counts (the rest of the rows were already so). */
export type AppliedCounts = { rows: number; created: number; updated: number; unchanged: number };

export type ApplyRun = {
  deps: Deps;
  actor: Actor;
  kind: ImportKind;
  handler: KindHandler<never>;
  rows: CheckedRow[];
  issues: IssueList;
  context: (db: DbOrTx, phase: 'checking' | 'applying') => KindContext;
  refuse: () => AppError;
  summary: { source: 'file' | 'json'; fileName: string | null };
  /** The screen's key of this apply (one per checked file): an apply made with it is not made again. */
  idempotencyKey?: string;
  requestId?: string;
};

const entityOf = (kind: ImportKind) => `masterData.${kind}` as const;

/**
 * The counts of an apply this user already made of this kind with this key: its audit entry, which names the
 * key as its record (an index probe on the audit log's (entity, entity_id)).
 */
async function earlierApply(tx: DbOrTx, actor: Actor, kind: ImportKind, key: string) {
  const after = await recordedAfter(tx, {
    action: 'masterData.import',
    entity: entityOf(kind),
    entityId: key,
    actorId: actor.userId,
  });
  return after === undefined ? null : (after as AppliedCounts);
}

/**
 * Checks again and writes everything in one transaction, under the import lock (imports run one at a time),
 * with one audit entry. With a key, the apply is idempotent: a twin (a double click, a retry) waits for the
 * lock, finds the first one's audit entry and answers its counts without writing; a failed apply wrote no
 * entry, so its retry runs.
 */
export async function applyInTransaction(run: ApplyRun): Promise<AppliedCounts> {
  const { deps, actor, kind, handler, rows, issues } = run;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('poolside:master-data-import'))`);
    if (run.idempotencyKey) {
      const earlier = await earlierApply(tx, actor, kind, run.idempotencyKey);
      if (earlier) return earlier;
    }
    // Checked again under the lock, in the transaction: what changed since the check is seen here.
    const plan = await handler.check(run.context(tx, 'checking'), rows, issues);
    if (issues.count > 0) throw run.refuse();
    const applied = await handler.apply(run.context(tx, 'applying'), rows, plan);
    const counts: AppliedCounts = {
      rows: rows.length,
      ...applied,
      unchanged: rows.length - applied.created - applied.updated,
    };
    const entityId = run.idempotencyKey ?? null;
    const summary = { ...run.summary, ...counts };
    await recordAudit(tx, actor, 'masterData.import', entityOf(kind), entityId, null, summary, run.requestId);
    return counts;
  });
}
