// GET /api/search?q=: provider staff find, across every company, a robot by serial, the robot a
// part serial is fitted in, an RMA or an order by number or internal number, and companies by name. One
// prepared statement of index lookups (robot_units_sn_uq, fitted_parts_sn_fitted_uq, rma_requests_pkey,
// orders_pkey, orders_internal_lower_idx, rma_lines_internal_lower_idx, companies_name_trgm): no scan
// whatever the tables' size. A typed prefix ("rma", "order"/"commande"/"pedido") restricts the kind.
import type { StaffSearchHit } from '@poolside/contract/companies';
import { normalizeSn } from '@poolside/contract/part-rules';
import { and, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import { orders } from '../../db/schema/spares.ts';
import { fittedParts, robotUnits } from '../../db/schema/units.ts';
import type { Deps } from '../../deps.ts';
import { likePattern } from '../../lib/paging.ts';
import { preparedQuery } from '../../lib/prepared.ts';

const p = sql.placeholder;
/** Companies a name search answers at most; records found by an internal number, at most. */
const MAX_NAMED = 5;

type Column = ReturnType<typeof sql>;
const text = (value: Column | string | null, as: string) =>
  (value === null ? sql<string | null>`null::text` : sql<string | null>`${value}`).as(as);
const int = (value: Column | null, as: string) =>
  (value === null ? sql<number | null>`null::int` : sql<number | null>`${value}`).as(as);

/** A hit's columns, in the order every part of the union gives them (null where a kind has nothing). */
function hitColumns(kind: StaffSearchHit['kind'], values: Partial<Record<string, Column | null>>) {
  const v = (key: string) => values[key] ?? null;
  return {
    kind: sql<string>`${kind}`.as('kind'),
    id: sql<number>`${v('id')}`.as('id'),
    key: sql<string>`${v('key')}`.as('key'),
    companyName: text(v('companyName'), 'company_name'),
    companyNumber: text(v('companyNumber'), 'company_number'),
    partPn: text(v('partPn'), 'part_pn'),
    robotSn: text(v('robotSn'), 'robot_sn'),
    internalNumber: text(v('internalNumber'), 'internal_number'),
    modelName: text(v('modelName'), 'model_name'),
    pn: text(v('pn'), 'pn'),
    year: int(v('year'), 'year'),
    status: text(v('status'), 'status'),
    finished: (v('finished') === null
      ? sql<boolean | null>`null::boolean`
      : sql<boolean | null>`${v('finished')}`
    ).as('finished'),
    amountMinor: int(v('amountMinor'), 'amount_minor'),
    currency: text(v('currency'), 'currency'),
    date: int(v('date'), 'date'),
  };
}

const company = { companyName: sql`${companies.name}`, companyNumber: sql`${companies.number}` };
const model = {
  modelName: sql`${robotModels.name}`,
  pn: sql`${robotModels.pn}`,
  year: sql`${robotModels.year}`,
};
const rmaValues = {
  id: sql`${rmaRequests.id}`,
  key: sql`${rmaRequests.id}::text`,
  ...company,
  status: sql`${rmaRequests.status}`,
  finished: sql`${rmaRequests.finished}`,
  date: sql`extract(epoch from ${rmaRequests.dateSent})::int`,
};
const orderValues = {
  id: sql`${orders.id}`,
  key: sql`${orders.id}::text`,
  ...company,
  amountMinor: sql`${orders.totalMinor}`,
  currency: sql`${orders.currency}`,
  date: sql`extract(epoch from ${orders.createdAt})::int`,
};

const searchQuery = preparedQuery((db) => {
  const serials = db
    .select(
      hitColumns('serial', { id: sql`${robotUnits.id}`, key: sql`${robotUnits.sn}`, ...company, ...model }),
    )
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .leftJoin(companies, eq(companies.id, robotUnits.companyId))
    .where(eq(robotUnits.sn, sql`cast(${p('sn')} as text)`));
  // The unique index of fitted serials (removed_at is null): the robot a part is fitted in now.
  const parts = db
    .select(
      hitColumns('part', {
        id: sql`${robotUnits.id}`,
        key: sql`${fittedParts.sn}`,
        partPn: sql`${fittedParts.pn}`,
        robotSn: sql`${robotUnits.sn}`,
        ...company,
        ...model,
      }),
    )
    .from(fittedParts)
    .innerJoin(robotUnits, eq(robotUnits.id, fittedParts.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .leftJoin(companies, eq(companies.id, robotUnits.companyId))
    .where(
      and(
        eq(fittedParts.sn, sql`cast(${p('sn')} as text)`),
        isNull(fittedParts.removedAt),
        isNotNull(fittedParts.sn),
      ),
    );
  const rmas = db
    .select(hitColumns('rma', rmaValues))
    .from(rmaRequests)
    .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
    .where(eq(rmaRequests.id, sql`cast(${p('rmaId')} as int)`));
  // An RMA by the internal number of one of its lines (lower(internal_number): rma_lines_internal_lower_idx).
  const rmasByLine = db
    .select(hitColumns('rma', { ...rmaValues, internalNumber: sql`max(${rmaLines.internalNumber})` }))
    .from(rmaLines)
    .innerJoin(rmaRequests, eq(rmaRequests.id, rmaLines.parentId))
    .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
    .where(sql`lower(${rmaLines.internalNumber}) = cast(${p('text')} as text)`)
    .groupBy(rmaRequests.id, companies.id)
    .limit(MAX_NAMED);
  const orderHits = db
    .select(hitColumns('order', orderValues))
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, sql`cast(${p('orderId')} as int)`));
  const ordersByNumber = db
    .select(hitColumns('order', { ...orderValues, internalNumber: sql`${orders.internalNumber}` }))
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(sql`lower(${orders.internalNumber}) = cast(${p('text')} as text)`)
    .limit(MAX_NAMED);
  const named = db
    .select(hitColumns('company', { id: sql`${companies.id}`, key: sql`${companies.name}`, ...company }))
    .from(companies)
    .where(ilike(companies.name, sql`cast(${p('name')} as text)`))
    .orderBy(companies.name)
    .limit(MAX_NAMED);
  return serials
    .unionAll(parts)
    .unionAll(rmas)
    .unionAll(rmasByLine)
    .unionAll(orderHits)
    .unionAll(ordersByNumber)
    .unionAll(named)
    .prepare('search_staff');
});

export type StaffQuery = {
  /** A serial (robot or part), normalized; null when a prefix names a record kind. */
  sn: string | null;
  rmaId: number | null;
  orderId: number | null;
  /** An internal number, lower case (exact match); null with a prefix. */
  text: string | null;
  /** A company name's ILIKE pattern (3 characters at least: the trigram index); null with a prefix. */
  name: string | null;
};

const positive = (digits: string) => {
  const n = Number(digits);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * What a search means. "rma 12" is RMA 12 only, "order 12" (or "commande", "pedido") order 12 only, "#12" either;
 * anything else is looked up as a serial (robot or part), an internal number, a company name, and as a number
 * of both kinds when it is one.
 */
export function parseStaffQuery(q: string): StaffQuery {
  const typed = q.trim();
  const prefixed = /^(#|rma\s*#?|order\s*#?|commande\s*#?|pedido\s*#?)\s*(\d{1,10})$/i.exec(typed);
  if (prefixed) {
    const word = prefixed[1].replace(/[\s#]/g, '').toLowerCase();
    const n = positive(prefixed[2]);
    return {
      sn: null,
      rmaId: word === '' || word === 'rma' ? n : null,
      orderId: word !== 'rma' ? n : null,
      text: null,
      name: null,
    };
  }
  const n = /^\d{1,10}$/.test(typed) ? positive(typed) : null;
  return {
    sn: normalizeSn(typed),
    rmaId: n,
    orderId: n,
    text: typed.toLowerCase(),
    name: typed.length >= 3 ? likePattern(typed) : null,
  };
}

const kindOrder = { serial: 0, part: 1, rma: 2, order: 3, company: 4 } as const;

/** The hits of a search, in kind order (a record found by number and by internal number once). */
async function searchHits(deps: Deps, query: StaffQuery): Promise<StaffSearchHit[]> {
  const rows = await searchQuery(deps.db).execute(query);
  const seen = new Set<string>();
  return rows
    .map((r) => ({
      kind: r.kind as StaffSearchHit['kind'],
      id: Number(r.id),
      key: r.key,
      companyName: r.companyName,
      companyNumber: r.companyNumber,
      partPn: r.partPn,
      robotSn: r.robotSn,
      internalNumber: r.internalNumber,
      modelName: r.modelName,
      pn: r.pn,
      year: r.year === null ? null : Number(r.year),
      status: r.status,
      finished: r.finished,
      amountMinor: r.amountMinor === null ? null : Number(r.amountMinor),
      currency: r.currency,
      date: r.date === null ? null : Number(r.date),
    }))
    .filter((hit) => {
      const key = `${hit.kind}:${hit.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);
}

/** GET /api/search: the units, RMAs, orders and companies the text names (kept: caches.ts `staffSearch`). */
export async function staffSearch(deps: Deps, q: string) {
  return { hits: await searchHits(deps, parseStaffQuery(q)) };
}
