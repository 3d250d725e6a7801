import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH = 20;
// While one instance sends a claimed mail, the others leave it alone; a crash frees it after this.
const SEND_LEASE_SECONDS = 300;

/** Seconds to wait before attempt n+1 after n failed ones: 1, 2, 4, … minutes, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

function after(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * Claims due mails with `FOR UPDATE SKIP LOCKED` (so instances never take the same row and need no job
 * claim), then sends them outside any transaction. Answers how many were sent and how many failed.
 */
export async function drainOutbox(deps: Deps, transport?: MailTransport) {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        // A mail never tried is due at once, whatever the clocks of the instance that queued it said.
        or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
        lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: after(now, SEND_LEASE_SECONDS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  const mailer = transport ?? createMailTransport(deps.config);
  let sent = 0;
  let failed = 0;
  try {
    for (const mail of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await mailer.send(mail);
        await deps.db
          .update(mailOutbox)
          .set({ sentAt: deps.clock.now(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (err) {
        failed++;
        await deps.db
          .update(mailOutbox)
          .set({
            lastError: String((err as Error).message ?? err).slice(0, 1000),
            nextAttemptAt: after(deps.clock.now(), retryDelaySeconds(mail.attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
  } finally {
    if (!transport) mailer.close();
  }
  return { sent, failed };
}
