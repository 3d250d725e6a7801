import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobClaims } from '../db/schema/infrastructure.ts';

// A run that failed this many times is left for a person to look at (the row keeps the count).
export const MAX_RUN_ATTEMPTS = 5;

/**
 * Claims (job, period) for one instance: a new row, or a row whose lease ran out and whose run never
 * finished (a crashed or failed instance). True when this instance now owns the run.
 */
export async function claimRun(
  db: Db,
  claim: { job: string; period: string; instanceId: string; leaseSeconds: number },
  now: Date,
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + claim.leaseSeconds * 1000);
  const rows = await db
    .insert(jobClaims)
    .values({ job: claim.job, period: claim.period, claimedBy: claim.instanceId, leaseUntil })
    .onConflictDoUpdate({
      target: [jobClaims.job, jobClaims.period],
      set: {
        claimedBy: sql`excluded.claimed_by`,
        leaseUntil: sql`excluded.lease_until`,
        attempts: sql`${jobClaims.attempts} + 1`,
      },
      setWhere: and(
        isNull(jobClaims.doneAt),
        lt(jobClaims.leaseUntil, now),
        lt(jobClaims.attempts, MAX_RUN_ATTEMPTS),
      ),
    })
    .returning({ job: jobClaims.job });
  return rows.length > 0;
}

/** Marks a run done, unless another instance took it over meanwhile. */
export async function finishRun(db: Db, job: string, period: string, instanceId: string, now: Date) {
  await db
    .update(jobClaims)
    .set({ doneAt: now })
    .where(and(eq(jobClaims.job, job), eq(jobClaims.period, period), eq(jobClaims.claimedBy, instanceId)));
}

/** A failed run keeps its claim until `retryAt`; then any instance may take it over. */
export async function releaseRun(db: Db, job: string, period: string, instanceId: string, retryAt: Date) {
  await db
    .update(jobClaims)
    .set({ leaseUntil: retryAt })
    .where(and(eq(jobClaims.job, job), eq(jobClaims.period, period), eq(jobClaims.claimedBy, instanceId)));
}

/** The latest period of a job that was ever claimed, or null. */
export async function latestClaimedPeriod(db: Db, job: string): Promise<string | null> {
  const [row] = await db
    .select({ period: jobClaims.period })
    .from(jobClaims)
    .where(eq(jobClaims.job, job))
    .orderBy(desc(jobClaims.period))
    .limit(1);
  return row?.period ?? null;
}

/** Periods of a job whose run never finished and whose lease ran out (to take over at start). */
export async function unfinishedPeriods(db: Db, job: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ period: jobClaims.period })
    .from(jobClaims)
    .where(
      and(
        eq(jobClaims.job, job),
        isNull(jobClaims.doneAt),
        lt(jobClaims.leaseUntil, now),
        lt(jobClaims.attempts, MAX_RUN_ATTEMPTS),
      ),
    )
    .orderBy(jobClaims.period);
  return rows.map((r) => r.period);
}
