import type { WarrantyUpdatesQuery } from '@poolside/contract/warranty';
import { limits } from '@poolside/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { utcDateOf } from '../../lib/dates.ts';
import { orderOf } from '../../lib/paging.ts';
import { type Actor, visibleTo } from '../auth/index.ts';
import { normalizeSn } from '@poolside/contract/part-rules';
import { notifyWarrantyRejected } from './notify-warranty.ts';
import { listCondition, presentUpdate, selectUpdates, updateSortColumns } from './warranty-update-store.ts';

type ListQuery = Omit<WarrantyUpdatesQuery, 'page'>;

/**
 * GET /api/warranty/updates[/{from}]: 200 rows (or `pageSize`) from the row offset `from`, newest first
 * unless sorted, only the actor's companies' updates.
 */
export async function listWarrantyUpdates(deps: Deps, actor: Actor, from: number, query: ListQuery = {}) {
  const where = listCondition(actor, query.filter, query.status);
  const rows = await selectUpdates(deps.db)
    .where(where)
    .orderBy(...orderOf(query.sort, updateSortColumns, '-dateCreate', warrantyUpdates.id))
    .limit(query.pageSize ?? limits.warrantyUpdatesPageSize)
    .offset(from);
  const total = await countWarrantyUpdates(deps, actor, query);
  const today = utcDateOf(deps.clock.now());
  return { rows: rows.map((r) => presentUpdate(r, today)), total };
}

/** GET /api/warranty/updates/count. */
export async function countWarrantyUpdates(deps: Deps, actor: Actor, query: ListQuery = {}): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(warrantyUpdates)
    .innerJoin(robotUnits, eq(robotUnits.id, warrantyUpdates.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(companies, eq(companies.id, warrantyUpdates.companyId))
    .where(listCondition(actor, query.filter, query.status));
  return row.n;
}

/** GET /api/warranty/{sn}: the serial's warranty update, -15 when none the actor may see. */
export async function getWarrantyUpdate(deps: Deps, actor: Actor, sn: string) {
  const [row] = await selectUpdates(deps.db)
    .where(and(eq(warrantyUpdates.sn, normalizeSn(sn)), visibleTo(actor, warrantyUpdates.companyId)))
    .limit(1);
  if (!row) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
  return presentUpdate(row, utcDateOf(deps.clock.now()));
}

/**
 * DELETE /api/warranty/{sn} (provider staff; the admin's "reject"): removes the update, the robot goes back
 * to its ship date, the company that asked is notified of the rejection (NTR).
 */
export async function deleteWarrantyUpdate(deps: Deps, actor: Actor, sn: string) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [update] = await db
      .select()
      .from(warrantyUpdates)
      .where(eq(warrantyUpdates.sn, normalizeSn(sn)))
      .for('update');
    if (!update) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
    await db.delete(warrantyUpdates).where(eq(warrantyUpdates.id, update.id));
    await db
      .update(robotUnits)
      .set({ warrantyUpdated: false, saleDate: null })
      .where(eq(robotUnits.id, update.unitId));
    await recordAudit(db, actor, 'warranty.delete', 'warranty_update', update.sn, update, null);
    await notifyWarrantyRejected(db, deps.config, update.companyId, update.sn, actor.userId);
  });
}
