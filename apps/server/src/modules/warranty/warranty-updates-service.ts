import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { limits } from '@poolside/contract/constants';
import type { WarrantyUpdate } from '@poolside/contract/warranty';
import type { Deps } from '../../deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { files } from '../../db/schema/files.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { users } from '../../db/schema/users.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { toUnix } from '../../lib/clock.ts';
import { dateToUnix, utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../auth/actor.ts';
import { visibleTo } from '../auth/policy.ts';
import { normalizeSn } from '../catalogue/part-numbers.ts';
import { warrantyOf } from './unit-store.ts';
import { isUnderWarranty } from './warranty-rules.ts';

function selectUpdates(db: DbOrTx) {
  return db
    .select({
      update: warrantyUpdates,
      unit: robotUnits,
      pn: robotModels.pn,
      name: robotModels.name,
      year: robotModels.year,
      customer: companies.name,
      customerNumber: companies.number,
      userName: users.name,
      invoiceName: files.originalName,
    })
    .from(warrantyUpdates)
    .innerJoin(robotUnits, eq(robotUnits.id, warrantyUpdates.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(companies, eq(companies.id, warrantyUpdates.companyId))
    .innerJoin(users, eq(users.id, warrantyUpdates.userId))
    .leftJoin(files, eq(files.id, warrantyUpdates.invoiceFileId));
}

type UpdateRow = Awaited<ReturnType<typeof selectUpdates>>[number];

function present(row: UpdateRow, today: string): WarrantyUpdate {
  const warranty = warrantyOf(row.unit);
  return {
    id: row.update.id,
    sn: row.update.sn,
    robotPN: row.pn,
    robotName: row.name,
    year: row.year,
    customer: row.customer,
    customerNumber: row.customerNumber,
    companyId: row.update.companyId,
    userID: row.update.userId,
    userName: row.userName,
    saleDate: dateToUnix(row.update.saleDate),
    warrantyStart: dateToUnix(warranty.start),
    warrantyEnd: dateToUnix(warranty.end),
    underWarranty: isUnderWarranty(warranty, today),
    dateCreate: toUnix(row.update.createdAt)!,
    invoice: row.update.invoiceFileId,
    invoiceName: row.invoiceName,
  };
}

function listCondition(actor: Actor, filter?: string): SQL | undefined {
  const text = filter?.trim();
  const visible = visibleTo(actor, warrantyUpdates.companyId);
  if (!text) return visible;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    visible,
    or(
      ilike(warrantyUpdates.sn, like),
      ilike(robotModels.pn, like),
      ilike(companies.name, like),
      ilike(companies.number, like),
      sql`to_char(${warrantyUpdates.createdAt} at time zone 'UTC', 'DD/MM/YYYY') like ${like}`,
    ),
  );
}

/** GET /api/warranty/updates[/{from}]: 200 per page, newest first, only the actor's companies' updates. */
export async function listWarrantyUpdates(deps: Deps, actor: Actor, from: number, filter?: string) {
  const where = listCondition(actor, filter);
  const rows = await selectUpdates(deps.db)
    .where(where)
    .orderBy(desc(warrantyUpdates.createdAt), desc(warrantyUpdates.id))
    .limit(limits.warrantyUpdatesPageSize)
    .offset(from);
  const total = await countWarrantyUpdates(deps, actor, filter);
  const today = utcDateOf(deps.clock.now());
  return { rows: rows.map((r) => present(r, today)), total };
}

/** GET /api/warranty/updates/count. */
export async function countWarrantyUpdates(deps: Deps, actor: Actor, filter?: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(warrantyUpdates)
    .innerJoin(robotUnits, eq(robotUnits.id, warrantyUpdates.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(companies, eq(companies.id, warrantyUpdates.companyId))
    .where(listCondition(actor, filter));
  return row.n;
}

/** GET /api/warranty/{sn}: the serial's warranty update, -15 when none the actor may see. */
export async function getWarrantyUpdate(deps: Deps, actor: Actor, sn: string) {
  const [row] = await selectUpdates(deps.db)
    .where(and(eq(warrantyUpdates.sn, normalizeSn(sn)), visibleTo(actor, warrantyUpdates.companyId)))
    .limit(1);
  if (!row) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
  return present(row, utcDateOf(deps.clock.now()));
}

/** DELETE /api/warranty/{sn} (provider staff): removes the update; the robot goes back to its ship date. */
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
  });
}
