import { discountedUnit, type PartSearchAnswer, type PartSearchType } from '@poolside/contract/spares';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import type { Actor } from '../auth/index.ts';
import { currencyOf } from './pricing.ts';

const pattern = sql.placeholder('pattern');

/** The rows of each search type: (part, robot model) pairs matching the ILIKE pattern. */
const matches: Record<PartSearchType, SQL> = {
  // A part number, as typed or its beginning; every robot whose workbook lists it.
  pn: sql`select p.pn, p.description, w.model_id, w.amount
    from part_numbers p left join workbook_parts w on w.pn = p.pn
    where p.pn ilike ${pattern}`,
  // A robot by its PN, customer PN or name: its workbook.
  robot: sql`select p.pn, p.description, w.model_id, w.amount
    from robot_models m join workbook_parts w on w.model_id = m.id join part_numbers p on p.pn = w.pn
    where m.pn ilike ${pattern} or m.name ilike ${pattern} or m.customer_pn ilike ${pattern}`,
  // Anything: part number or description, with every robot the part fits.
  global: sql`select p.pn, p.description, w.model_id, w.amount
    from part_numbers p left join workbook_parts w on w.pn = p.pn
    where p.pn ilike ${pattern} or p.description ilike ${pattern}`,
};

function buildSearch(db: DbOrTx, type: PartSearchType) {
  return db
    .select({
      partPn: sql<string>`f.pn`,
      partDescription: sql<string>`f.description`,
      robotPn: sql<string | null>`m.pn`,
      robotName: sql<string | null>`m.name`,
      year: sql<number | null>`m.year`,
      quantity: sql<number | null>`f.amount`,
      listPrice: sql<number | null>`pp.amount_minor`,
      currency: sql<string>`co.currency`,
      discountBp: sql<number>`co.discount_bp`,
      successorPn: sql<string | null>`s.new_pn`,
      successorDescription: sql<string | null>`s.description`,
    })
    .from(
      sql`(${matches[type]}) f
        left join robot_models m on m.id = f.model_id
        cross join (select c.currency, coalesce(pl.discount_bp, 0) as discount_bp
          from companies c left join price_lists pl on pl.code = c.price_list
          where c.id = ${sql.placeholder('companyId')}) co
        left join part_prices pp on pp.pn = f.pn and pp.currency = co.currency
        left join lateral (select c.new_pn, np.description from compatibility c
          join part_numbers np on np.pn = c.new_pn where c.old_pn = f.pn order by c.new_pn limit 1) s on true`,
    )
    .orderBy(type === 'robot' ? sql`m.name, m.year desc, f.pn` : sql`f.pn, m.year desc nulls last, m.pn`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`spares_part_search_${type}`);
}

// One prepared statement per search type (parsed and planned once per pooled connection).
const statements = {
  pn: preparedQuery((db) => buildSearch(db, 'pn')),
  robot: preparedQuery((db) => buildSearch(db, 'robot')),
  global: preparedQuery((db) => buildSearch(db, 'global')),
};

function patternOf(type: PartSearchType, input: string): string {
  const escaped = input.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  // A part number search matches from its start; the others anywhere in the text.
  return type === 'pn' ? `${escaped.toUpperCase()}%` : `%${escaped}%`;
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
  const rows = await statements[body.searchType](deps.db).execute({
    pattern: patternOf(body.searchType, body.input),
    companyId: actor.companyId,
    limit: body.pageSize + 1,
    offset: (body.page - 1) * body.pageSize,
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
