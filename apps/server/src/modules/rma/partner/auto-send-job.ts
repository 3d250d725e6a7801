// Unsent drafts are sent automatically every month (spec 02 section 4): one RMA per owner of the drafts
// reported before the month began, in the configured time zone. Safe to run twice: sent lines have a parent.
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { rmaLines } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { createRmaFromLines } from '../rma-store.ts';
import { notifyRmaStatus } from '../rma-status-service.ts';

/** The instant a month ('2026-11') begins in a time zone. */
export function monthStartIn(period: string, timeZone: string): Date {
  const [y, m] = period.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, 1);
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(t));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - t;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** The monthly job: sends every draft reported before `period` began; answers the RMA ids created. */
export async function autoSendDrafts(deps: Deps, period: string): Promise<number[]> {
  const cutoff = monthStartIn(period, deps.config.timeZone);
  const drafts = await deps.db
    .select({ id: rmaLines.id, companyId: rmaLines.companyId, userId: rmaLines.userId })
    .from(rmaLines)
    .where(and(isNull(rmaLines.parentId), lt(rmaLines.createdAt, cutoff)))
    .orderBy(rmaLines.id);
  const byOwner = new Map<string, { companyId: number; userId: number; ids: number[] }>();
  for (const d of drafts) {
    const key = `${d.companyId}:${d.userId}`;
    const group = byOwner.get(key) ?? { companyId: d.companyId, userId: d.userId, ids: [] };
    group.ids.push(d.id);
    byOwner.set(key, group);
  }
  const created: number[] = [];
  // One short transaction per owner; lines sent meanwhile by their owner are skipped (parent_id is set).
  for (const group of byOwner.values()) {
    const id = await deps.db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: rmaLines.id })
        .from(rmaLines)
        .where(and(isNull(rmaLines.parentId), inArray(rmaLines.id, group.ids)))
        .for('update');
      const ids = locked.map((l) => l.id);
      if (ids.length === 0) return null;
      const rmaId = await createRmaFromLines(tx, group, ids, deps.clock.now(), true);
      if (rmaId === null) return null;
      await notifyRmaStatus(tx, deps.config, { id: rmaId, userId: group.userId }, 'SNT');
      return rmaId;
    });
    if (id !== null) created.push(id);
  }
  return created;
}
