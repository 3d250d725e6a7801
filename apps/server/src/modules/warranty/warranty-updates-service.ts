import type { WarrantyReviewStatus, WarrantyUpdatesQuery } from '@poolside/contract/warranty';
import { limits } from '@poolside/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { utcDateOf } from '../../lib/dates.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds, visibleTo } from '../access/index.ts';
import { normalizeSn } from '@poolside/contract/part-rules';
import { notifyWarranty } from './notify-warranty.ts';
import { listCondition, presentUpdate, selectUpdates } from './warranty-update-store.ts';
import { setUnitWarranty } from '../units/index.ts';

type ListQuery = Omit<WarrantyUpdatesQuery, 'page'>;

const byId = { expr: warrantyUpdates.id, type: 'int' } as const;
const created = { expr: warrantyUpdates.createdAt, type: 'timestamptz' } as const;

/**
 * The sorts of the updates list, each ending in the id; dateCreate is index-backed (warranty_updates_created_idx,
 * warranty_updates_company_idx), the others sort the filtered set. A missing sale or review date sorts as the
 * latest (as PostgreSQL sorts a null: last ascending, first descending), written as a date so the cursor can
 * compare it.
 */
const updateSorts: KeysetSorts = {
  dateCreate: [created, byId],
  customer: [{ expr: companies.name, type: 'text' }, byId],
  robotPN: [{ expr: robotModels.pn, type: 'text' }, byId],
  sn: [{ expr: warrantyUpdates.sn, type: 'text' }, byId],
  saleDate: [{ expr: sql`coalesce(${warrantyUpdates.saleDate}, date '9999-12-31')`, type: 'date' }, byId],
  reviewedAt: [
    {
      expr: sql`coalesce(${warrantyUpdates.reviewedAt}, timestamptz '9999-12-31 00:00:00+00')`,
      type: 'timestamptz',
    },
    byId,
  ],
};

type UpdateFilters = { scope: 'all' | 'some'; status?: WarrantyReviewStatus; text: boolean };

/** The updates list (docs/performance.md "Hot paths — lists"): every condition on warranty_updates. */
const updateList = keysetList({
  name: 'warranty_updates',
  sorts: updateSorts,
  defaultSort: '-dateCreate',
  countFrom: warrantyUpdates,
  // The customer and robot sorts read the update's company and its unit's model.
  seekFrom: sql`${warrantyUpdates} inner join ${robotUnits} on ${robotUnits.id} = ${warrantyUpdates.unitId}
    inner join ${robotModels} on ${robotModels.id} = ${robotUnits.modelId}
    inner join ${companies} on ${companies.id} = ${warrantyUpdates.companyId}`,
  where: (f: UpdateFilters, value) => {
    const like = value('like', 'text');
    return and(
      f.scope === 'some'
        ? sql`${warrantyUpdates.companyId} = any(${value('companies', 'int[]')})`
        : undefined,
      f.status === 'pending' ? sql`${warrantyUpdates.reviewedAt} is null` : undefined,
      f.status === 'reviewed' ? sql`${warrantyUpdates.reviewedAt} is not null` : undefined,
      f.text
        ? sql`(${warrantyUpdates.sn} ilike ${like}
          or exists (select 1 from ${robotUnits} inner join ${robotModels} on ${robotModels.id} = ${robotUnits.modelId}
            where ${robotUnits.id} = ${warrantyUpdates.unitId} and ${robotModels.pn} ilike ${like})
          or ${warrantyUpdates.companyId} = any(array(select ${companies.id} from ${companies}
            where ${companies.name} ilike ${like} or ${companies.number} ilike ${like}))
          or to_char(${warrantyUpdates.createdAt} at time zone 'UTC', 'DD/MM/YYYY') like ${like})`
        : undefined,
    );
  },
  isFreeText: (f) => f.text,
  select: (db, extra) => selectUpdates(db, extra).$dynamic(),
});

/**
 * GET /api/warranty/updates[/{from}]: 200 rows (or `pageSize`) from the row offset `from` (a bounded seek),
 * newest first unless sorted, only the actor's companies' updates.
 */
export async function listWarrantyUpdates(deps: Deps, actor: Actor, from: number, query: ListQuery = {}) {
  const ids = visibleCompanyIds(actor);
  const text = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (text) values.like = likePattern(text);
  const page = await updateList(deps.db, {
    filters: { scope: ids === 'all' ? 'all' : 'some', status: query.status, text: !!text },
    values,
    sort: query.sort,
    page: 1,
    pageSize: query.pageSize ?? limits.warrantyUpdatesPageSize,
    from,
  });
  const today = utcDateOf(deps.clock.now());
  return { rows: page.rows.map((r) => presentUpdate(r, today)), total: page.total };
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
  if (!row) throw fieldError('notFound', 'sn');
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
    if (!update) throw fieldError('notFound', 'sn');
    await db.delete(warrantyUpdates).where(eq(warrantyUpdates.id, update.id));
    await setUnitWarranty(db, update.unitId, { warrantyUpdated: false, saleDate: null });
    await recordAudit(db, actor, 'warranty.delete', 'warranty_update', update.sn, update, null);
    await notifyWarranty(db, deps.config, 'NTR', {
      companyId: update.companyId,
      sn: update.sn,
      exceptUserId: actor.userId,
    });
  });
}
