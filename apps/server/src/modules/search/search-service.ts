// GET /api/search?q= (issue 18): provider staff find a robot by serial, an RMA or an order by number across
// every company. One prepared statement of three primary/unique-key lookups (robot_units_sn_uq,
// rma_requests_pkey, orders_pkey): no scan whatever the tables' size.
import type { StaffSearchHit } from '@poolside/contract/companies';
import { normalizeSn } from '@poolside/contract/part-rules';
import { eq, sql } from 'drizzle-orm';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaRequests } from '../../db/schema/repairs.ts';
import { orders } from '../../db/schema/spares.ts';
import { robotUnits } from '../../db/schema/units.ts';
import type { Deps } from '../../deps.ts';
import { preparedQuery } from '../../lib/prepared.ts';

const p = sql.placeholder;
const nullText = sql<string | null>`null::text`;
const nullInt = sql<number | null>`null::int`;

const searchQuery = preparedQuery((db) => {
  const serials = db
    .select({
      kind: sql<string>`'serial'`.as('kind'),
      id: robotUnits.id,
      key: robotUnits.sn,
      companyName: sql<string | null>`${companies.name}`.as('company_name'),
      companyNumber: sql<string | null>`${companies.number}`.as('company_number'),
      modelName: sql<string | null>`${robotModels.name}`.as('model_name'),
      pn: sql<string | null>`${robotModels.pn}`.as('pn'),
      year: sql<number | null>`${robotModels.year}`.as('year'),
      status: sql<string | null>`${nullText}`.as('status'),
      finished: sql<boolean | null>`null::boolean`.as('finished'),
      amountMinor: sql<number | null>`${nullInt}`.as('amount_minor'),
      currency: sql<string | null>`${nullText}`.as('currency'),
      date: sql<number | null>`${nullInt}`.as('date'),
    })
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .leftJoin(companies, eq(companies.id, robotUnits.companyId))
    .where(eq(robotUnits.sn, sql`cast(${p('sn')} as text)`));
  const rmas = db
    .select({
      kind: sql<string>`'rma'`.as('kind'),
      id: rmaRequests.id,
      key: sql<string>`${rmaRequests.id}::text`.as('key'),
      companyName: sql<string | null>`${companies.name}`.as('company_name'),
      companyNumber: sql<string | null>`${companies.number}`.as('company_number'),
      modelName: sql<string | null>`${nullText}`.as('model_name'),
      pn: sql<string | null>`${nullText}`.as('pn'),
      year: sql<number | null>`${nullInt}`.as('year'),
      status: sql<string | null>`${rmaRequests.status}`.as('status'),
      finished: sql<boolean | null>`${rmaRequests.finished}`.as('finished'),
      amountMinor: sql<number | null>`${nullInt}`.as('amount_minor'),
      currency: sql<string | null>`${nullText}`.as('currency'),
      date: sql<number | null>`extract(epoch from ${rmaRequests.dateSent})::int`.as('date'),
    })
    .from(rmaRequests)
    .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
    .where(eq(rmaRequests.id, sql`cast(${p('id')} as int)`));
  const orderHits = db
    .select({
      kind: sql<string>`'order'`.as('kind'),
      id: orders.id,
      key: sql<string>`${orders.id}::text`.as('key'),
      companyName: sql<string | null>`${companies.name}`.as('company_name'),
      companyNumber: sql<string | null>`${companies.number}`.as('company_number'),
      modelName: sql<string | null>`${nullText}`.as('model_name'),
      pn: sql<string | null>`${nullText}`.as('pn'),
      year: sql<number | null>`${nullInt}`.as('year'),
      status: sql<string | null>`${nullText}`.as('status'),
      finished: sql<boolean | null>`null::boolean`.as('finished'),
      amountMinor: sql<number | null>`${orders.totalMinor}`.as('amount_minor'),
      currency: sql<string | null>`${orders.currency}`.as('currency'),
      date: sql<number | null>`extract(epoch from ${orders.createdAt})::int`.as('date'),
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, sql`cast(${p('id')} as int)`));
  return serials.unionAll(rmas).unionAll(orderHits).prepare('search_staff');
});

/** The number an RMA or order search means: digits, optionally after "#", "RMA" or "order" words. */
export function recordNumberOf(q: string): number | null {
  const match = /^(?:#|rma\s*#?|order\s*#?|commande\s*#?|pedido\s*#?)?\s*(\d{1,9})$/i.exec(q.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

const kindOrder = { serial: 0, rma: 1, order: 2 } as const;

/** The hits of a serial (normalized) and a record number, in kind order. */
async function searchHits(deps: Deps, sn: string, id: number | null): Promise<StaffSearchHit[]> {
  const rows = await searchQuery(deps.db).execute({ sn, id });
  return rows
    .map((r) => ({
      kind: r.kind as StaffSearchHit['kind'],
      id: Number(r.id),
      key: r.key,
      companyName: r.companyName,
      companyNumber: r.companyNumber,
      modelName: r.modelName,
      pn: r.pn,
      year: r.year === null ? null : Number(r.year),
      status: r.status,
      finished: r.finished,
      amountMinor: r.amountMinor === null ? null : Number(r.amountMinor),
      currency: r.currency,
      date: r.date === null ? null : Number(r.date),
    }))
    .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);
}

/** GET /api/search: the units, RMAs, orders and companies the text names (kept: caches.ts `staffSearch`). */
export async function staffSearch(deps: Deps, q: string) {
  return { hits: await searchHits(deps, normalizeSn(q), recordNumberOf(q)) };
}
