import type { WarrantyReviewBody } from '@poolside/contract/warranty';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { unixToDate, utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import { normalizeSn } from '@poolside/contract/part-rules';
import { notifyWarranty } from './notify-warranty.ts';
import { saleDateError } from './update-warranty-service.ts';
import { findUnitBySn, setUnitWarranty } from '../units/index.ts';
import { getWarrantyUpdate } from './warranty-updates-service.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const files = uploads('files');

/**
 * POST /api/warranty/{sn}/review (provider staff; the route checks): the admin screen's save. Sets the sale
 * date, replaces the invoice when one is given, and marks the update reviewed (approved). An existing update
 * keeps the company and user who asked; a robot without one gets an update owned by the robot's company.
 * Audited; the owning company is notified (NTW).
 */
export async function reviewWarrantyUpdate(deps: Deps, actor: Actor, sn: string, body: WarrantyReviewBody) {
  const today = utcDateOf(deps.clock.now());
  const saleDate = unixToDate(body.saleDate);
  if (saleDate > today) throw saleDateError('future');
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const found = await findUnitBySn(db, sn, true);
    if (!found) throw fieldError('notFound', 'sn');
    const { unit } = found;
    if (saleDate < unit.productionDate) throw saleDateError('beforeProduction');
    if (body.invoice !== undefined) {
      // Image-only on the admin screen (spec 03 section 5): pdf and pictures, as the upload's "image" kind.
      const [file] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, body.invoice), eq(files.kind, 'image')));
      if (!file) throw fieldError('invalid', 'invoice');
    }
    const [before] = await db
      .select()
      .from(warrantyUpdates)
      .where(eq(warrantyUpdates.unitId, unit.id))
      .for('update');
    const reviewed = {
      saleDate,
      invoiceFileId: body.invoice ?? before?.invoiceFileId ?? null,
      reviewedAt: deps.clock.now(),
      reviewedBy: actor.userId,
    };
    const [after] = before
      ? await db.update(warrantyUpdates).set(reviewed).where(eq(warrantyUpdates.id, before.id)).returning()
      : await db
          .insert(warrantyUpdates)
          .values({
            ...reviewed,
            unitId: unit.id,
            sn: unit.sn,
            companyId: unit.companyId ?? actor.companyId,
            userId: actor.userId,
            createdAt: deps.clock.now(),
          })
          .returning();
    await setUnitWarranty(db, unit.id, { saleDate, warrantyUpdated: true });
    await recordAudit(db, actor, 'warranty.review', 'warranty_update', unit.sn, before ?? null, after);
    await notifyWarranty(db, deps.config, 'NTW', {
      companyId: after.companyId,
      sn: unit.sn,
      exceptUserId: actor.userId,
    });
  });
  return getWarrantyUpdate(deps, actor, normalizeSn(sn));
}
