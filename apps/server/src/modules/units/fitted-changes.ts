// A repair changes the robot's fitted parts: the old serial is removed on the repair date and the new one
// fitted in its slot. A draft deleted while its new part is still fitted undoes the change.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PartSlot } from '../../db/schema/catalogue.ts';
import { fittedParts } from '../../db/schema/units.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { FittedRow } from './unit-store.ts';

export type PartChange = {
  oldSn: string;
  newPn: string;
  /** Empty for a non-serial new part (nothing is recorded as fitted). */
  newSn: string;
  slot: PartSlot | null;
  date: string;
};

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Applies one change to the unit's fitted parts; answers the removed and the added row ids. */
export async function applyPartChange(
  tx: DbOrTx,
  unitId: number,
  fitted: FittedRow[],
  change: PartChange,
  field: string,
) {
  const old = change.oldSn ? fitted.find((f) => f.removedAt === null && f.sn === change.oldSn) : undefined;
  if (old) {
    const removedAt = [change.date, old.fittedFrom].sort()[1];
    await tx.update(fittedParts).set({ removedAt }).where(eq(fittedParts.id, old.id));
    old.removedAt = removedAt;
  }
  let newId: number | null = null;
  if (change.newSn) {
    const fittedFrom = old?.removedAt ?? change.date;
    try {
      const [row] = await tx
        .insert(fittedParts)
        .values({
          unitId,
          slot: old?.slot ?? change.slot ?? 'other',
          pn: change.newPn,
          sn: change.newSn,
          fittedFrom,
        })
        .returning();
      fitted.push(row);
      newId = row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('unitWithPartExists', field);
      throw err;
    }
  }
  return { oldFittedId: old?.id ?? null, newFittedId: newId };
}

/** Undoes a draft's change when its new part is still the fitted one (else the history stays). */
export async function undoPartChange(tx: DbOrTx, oldFittedId: number | null, newFittedId: number | null) {
  if (newFittedId !== null) {
    const removed = await tx
      .delete(fittedParts)
      .where(and(eq(fittedParts.id, newFittedId), isNull(fittedParts.removedAt)))
      .returning({ id: fittedParts.id });
    if (removed.length === 0) return;
  }
  if (oldFittedId === null) return;
  const [old] = await tx.select().from(fittedParts).where(eq(fittedParts.id, oldFittedId));
  if (!old?.sn || old.removedAt === null) return;
  const [taken] = await tx
    .select({ id: fittedParts.id })
    .from(fittedParts)
    .where(and(eq(fittedParts.sn, old.sn), isNull(fittedParts.removedAt)))
    .limit(1);
  if (!taken) await tx.update(fittedParts).set({ removedAt: null }).where(eq(fittedParts.id, old.id));
}
