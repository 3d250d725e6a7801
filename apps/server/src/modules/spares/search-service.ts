import { discountedUnit, type PartSearchAnswer, type PartSearchType } from '@poolside/contract/spares';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { brands, partNumbers, robotModels, workbookParts } from '../../db/schema/catalogue.ts';
import { companies, companyBrands } from '../../db/schema/companies.ts';
import { partPrices, priceLists } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { supersessions } from '../compatibility/index.ts';
import { currencyOf } from './pricing.ts';

const v = sql.placeholder;

// The statement's tables under their SQL aliases, columns as schema objects (a rename breaks the build); the
// compatibility pairs through the compatibility door's read model. Derived tables (f, m, co, s) keep their names.
const b = alias(brands, 'b');
const cb = alias(companyBrands, 'cb');
const pc = alias(companies, 'pc');
const vw = alias(workbookParts, 'vw');
const vm = alias(robotModels, 'vm');
const vc = supersessions('vc');
const p = alias(partNumbers, 'p');
const m = alias(robotModels, 'm');
const w = alias(workbookParts, 'w');
const c = alias(companies, 'c');
const pl = alias(priceLists, 'pl');
const pp = alias(partPrices, 'pp');
const sc = supersessions('c');
const np = alias(partNumbers, 'np');

/**
 * The active brands the searcher sees (catalogue/brand-policy.ts's rule, in the search's own statement: no
 * round trip of its own, cache or not): all for provider staff (`allBrands`); otherwise those its company
 * sells, or the company it sits under. An uncorrelated array sub-query: computed once per execution (an
 * InitPlan).
 */
const brandsOf = sql`array(select ${b.id} from ${brands} ${b} where ${b.isActive}
    and (cast(${v('allBrands')} as boolean) or exists (select 1 from ${companyBrands} ${cb}
      where ${cb.brandId} = ${b.id} and (${cb.companyId} = cast(${v('companyId')} as int)
        or ${cb.companyId} = (select ${pc.parentId}
          from ${companies} ${pc} where ${pc.id} = cast(${v('companyId')} as int))))))`;

/**
 * A statement value the planner must not see: a sub-select is an InitPlan, known when the statement runs (an
 * index condition still), never when it is planned. The custom plans of a prepared statement then cost what its
 * generic plan costs, so PostgreSQL keeps the generic one after five calls (no planning per call: the custom
 * plan of the PN search took 0.5 ms to plan for 0.1 ms of execution).
 */
const unplanned = (value: SQL) => sql`(select ${value})`;

/**
 * A part the searcher may find (docs/decisions.md "Part search and brand visibility"): the brands of the robots
 * that list it, or that list a part it supersedes (compatibility), include one the searcher sees; a part no
 * robot claims that way belongs to no brand and is found by everybody (most of the scale set's parts). One
 * correlated scalar sub-query per candidate part (index probes; a scalar is never turned into a hashed
 * sub-plan that would join every workbook line on each call).
 */
const visiblePart = sql`coalesce((select bool_or(${vm.brandId} = any(${brandsOf}))
  from (select ${vw.modelId} from ${workbookParts} ${vw} where ${vw.pn} = ${p.pn}
    union all select ${vw.modelId} from ${vc} join ${workbookParts} ${vw} on ${vw.pn} = ${vc.oldPn}
      where ${vc.newPn} = ${p.pn}) w
  join ${robotModels} ${vm} on ${vm.id} = w.model_id), true)`;

/**
 * The parts a PN or global search finds, in part-number order, at most `partLimit` (each part gives at least one
 * row, so the first offset + pageSize + 1 parts hold the page and its look-ahead row).
 */
function foundParts(type: 'pn' | 'global'): SQL {
  const limit = sql`limit cast(${v('partLimit')} as int)`;
  const pattern = sql`cast(${v('pattern')} as text)`;
  switch (type) {
    // A part number from its beginning: a range of the C-ordered index (part_numbers_pn_c_idx), walked in its
    // order, whatever the database's collation; PNs are stored upper-case (contract part-rules), the input is
    // upper-cased. The range is exactly the PNs starting with the input (no LIKE: its trigram index made the
    // planner intersect both, three quarters of the statement's time for a whole PN).
    case 'pn':
      return sql`select ${p.pn}, ${p.description} from ${partNumbers} ${p}
        where (${p.pn} collate "C") >= ${unplanned(sql`cast(${v('low')} as text)`)}
          and (${p.pn} collate "C") < ${unplanned(sql`cast(${v('high')} as text)`)} and ${visiblePart}
        order by (${p.pn} collate "C") ${limit}`;
    // Anything: part number or description. The trigram indexes find the matches, which are sorted; the
    // visibility is then tested in that order until enough parts passed (`offset 0` keeps the sub-query, and
    // its sort, whole). The planner's own choice, walking the PN index and testing every part until enough
    // matched, took 40 ms for "filter" (its matches come late in PN order) and the whole table for a rare word;
    // testing the visibility of all 3,125 matches before sorting took 60 ms; this takes ~15 ms, the matches'
    // own recheck.
    case 'global':
      return sql`select ${p.pn}, ${p.description} from (select ${p.pn}, ${p.description} from ${partNumbers} ${p}
          where ${p.pn} ilike ${pattern} or ${p.description} ilike ${pattern}
          order by (${p.pn} collate "C") offset 0) ${p}
        where ${visiblePart}
        order by (${p.pn} collate "C") ${limit}`;
  }
}

/**
 * The page of (part, robot) rows of a search, before prices: a found part with each visible robot that lists it
 * (none: one row without a robot), or for a robot search each visible matching robot's workbook lines.
 */
function pageRows(type: PartSearchType): SQL {
  const page = sql`limit cast(${v('limit')} as int) offset cast(${v('offset')} as int)`;
  if (type === 'robot') {
    const pattern = sql`cast(${v('pattern')} as text)`;
    return sql`select ${p.pn}, ${p.description}, ${m.pn} as robot_pn, ${m.name} as robot_name, ${m.year},
        ${w.amount}
      from ${robotModels} ${m} join ${workbookParts} ${w} on ${w.modelId} = ${m.id}
        join ${partNumbers} ${p} on ${p.pn} = ${w.pn}
      where (${m.pn} ilike ${pattern} or ${m.name} ilike ${pattern} or ${m.customerPn} ilike ${pattern})
        and ${m.brandId} = any(${brandsOf})
      order by ${m.name}, ${m.year} desc, (${p.pn} collate "C") ${page}`;
  }
  return sql`select f.pn, f.description, m.pn as robot_pn, m.name as robot_name, m.year, m.amount
    from (${foundParts(type)}) f
    left join lateral (select ${m.pn}, ${m.name}, ${m.year}, ${w.amount} from ${workbookParts} ${w}
      join ${robotModels} ${m} on ${m.id} = ${w.modelId} where ${w.pn} = f.pn
        and ${m.brandId} = any(${brandsOf})) m on true
    order by (f.pn collate "C"), m.year desc nulls last, m.pn ${page}`;
}

function buildSearch(db: DbOrTx, type: PartSearchType) {
  return db
    .select({
      partPn: sql<string>`f.pn`,
      partDescription: sql<string>`f.description`,
      robotPn: sql<string | null>`f.robot_pn`,
      robotName: sql<string | null>`f.robot_name`,
      year: sql<number | null>`f.year`,
      quantity: sql<number | null>`f.amount`,
      listPrice: sql<number | null>`${pp.amountMinor}`,
      currency: sql<string>`co.currency`,
      discountBp: sql<number>`co.discount_bp`,
      successorPn: sql<string | null>`s.new_pn`,
      successorDescription: sql<string | null>`s.description`,
    })
    .from(
      sql`(${pageRows(type)}) f
        cross join (select ${c.currency}, coalesce(${pl.discountBp}, 0) as discount_bp
          from ${companies} ${c} left join ${priceLists} ${pl} on ${pl.code} = ${c.priceList}
          where ${c.id} = cast(${v('companyId')} as int)) co
        left join ${partPrices} ${pp} on ${pp.pn} = f.pn and ${pp.currency} = co.currency
        left join lateral (select ${sc.newPn}, ${np.description} from ${sc}
          join ${partNumbers} ${np} on ${np.pn} = ${sc.newPn} where ${sc.oldPn} = f.pn
          order by ${sc.newPn} limit 1) s on true`,
    )
    .orderBy(
      type === 'robot'
        ? sql`f.robot_name, f.year desc, (f.pn collate "C")`
        : sql`(f.pn collate "C"), f.year desc nulls last, f.robot_pn`,
    )
    .prepare(`spares_part_search_${type}`);
}

// One prepared statement per search type (parsed once per pooled connection).
const statements = {
  pn: preparedQuery((db) => buildSearch(db, 'pn')),
  robot: preparedQuery((db) => buildSearch(db, 'robot')),
  global: preparedQuery((db) => buildSearch(db, 'global')),
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The statement's values for an input: a PN prefix as a range, the others a substring. */
function patternValuesOf(type: PartSearchType, input: string): Record<string, string> {
  const text = input.trim();
  if (type !== 'pn') return { pattern: `%${escapeLike(text)}%` };
  const prefix = text.toUpperCase();
  // Every string starting with the prefix sorts (C order) between the prefix and the prefix + U+10FFFF.
  return { low: prefix, high: `${prefix}\u{10FFFF}` };
}

/**
 * POST /api/robots/parts: parts found by PN, by robot or everywhere, one row per (part, robot) with the
 * company's unit price (its currency, after its discount) and the successor of a superseded part. Paged
 * small: `pageSize + 1` rows are read and `hasMore` says whether another page exists (no count).
 */
export async function searchParts(
  deps: Deps,
  actor: Actor,
  body: { searchType: PartSearchType; input: string; page: number; pageSize: number },
): Promise<PartSearchAnswer> {
  const offset = (body.page - 1) * body.pageSize;
  // Robots and parts of brands the actor does not see are not found (brandsOf, in the same statement).
  const rows = await statements[body.searchType](deps.db).execute({
    ...patternValuesOf(body.searchType, body.input),
    allBrands: isProviderStaff(actor),
    companyId: actor.companyId,
    partLimit: offset + body.pageSize + 1,
    limit: body.pageSize + 1,
    offset,
  });
  return {
    rows: rows.slice(0, body.pageSize).map((r) => ({
      pn: r.robotPn ?? '',
      description: r.robotName ?? '',
      partPn: r.partPn,
      partDescription: r.partDescription,
      robotDescription: r.robotName ?? '',
      year: r.year === null ? null : Number(r.year),
      quantity: Number(r.quantity ?? 1),
      itemPrice: r.listPrice === null ? null : discountedUnit(Number(r.listPrice), Number(r.discountBp)),
      currency: currencyOf(r.currency),
      successor: r.successorPn ? { pn: r.successorPn, description: r.successorDescription ?? '' } : null,
    })),
    hasMore: rows.length > body.pageSize,
  };
}
