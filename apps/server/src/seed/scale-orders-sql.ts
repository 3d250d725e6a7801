// Spare-parts orders of the scale data set: orders k in (from, to] over the last two years, placed by the
// partners that own RMAs, 1-4 lines each of parts priced in the company's currency after its price list,
// totals computed as the server computes them (discounted unit rounded half up, × quantity, + shipping).
// Deterministic like the rest of the set; `scale-order-k` is the order's idempotency key.
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pick, pickFrom, textArray } from './scale-sql.ts';
import type { Owners } from './scale-units-sql.ts';

const methods = textArray(['SEA', 'SEA', 'SEA', 'AIR', 'AIR', 'OTHER']);
const names = textArray([
  'Ana Lopez',
  'Marc Martin',
  'Léa Moreau',
  'Noa Cohen',
  'Marco Bianchi',
  'Julie Bernard',
]);
const cities = textArray(['Lyon', 'Tampa', 'Haifa', 'Valencia', 'Milan', 'Sydney']);
const countries = textArray(['FR', 'US', 'IL', 'ES', 'IT', 'AU']);

/** Orders k in (from, to] (of `count`), their lines from `pns` (parts with prices), in one statement. */
export function insertOrders(
  from: number,
  to: number,
  count: number,
  owners: Owners,
  pns: string[],
  now: Date,
): SQL {
  const n = owners.userIds.length;
  const nowLiteral = sql.raw(`timestamptz '${now.toISOString()}'`);
  const parts = textArray(pns);
  return sql`with spec as (
      select x.k, x.company_id, x.user_id, x.created, x.method, c.currency,
        coalesce(pl.discount_bp, 0) as discount_bp, coalesce(sr.amount_minor, 0) as shipping
      from (
        select k, (${intArray(owners.companyIds)})[1 + ${pick('k', 60, n)}] as company_id,
          (${intArray(owners.userIds)})[1 + ${pick('k', 60, n)}] as user_id,
          ${nowLiteral} - ((${int(count)} - k) * 730.0 / ${int(count)}) * interval '1 day'
            - ${pick('k', 61, 86400)} * interval '1 second' as created,
          ${pickFrom(methods, 6, 'k', 62)} as method
        from generate_series(${int(from + 1)}, ${int(to)}) k
      ) x
      join companies c on c.id = x.company_id
      left join price_lists pl on pl.code = c.price_list
      left join shipping_rates sr on sr.method = x.method and sr.currency = c.currency
    ), lines as (
      select s.k, g.n as line_no, p.pn, p.description, 1 + ${pick('s.k * 10 + g.n', 63, 12)} as quantity,
        pp.amount_minor as list_minor,
        ((pp.amount_minor::bigint * (10000 - s.discount_bp) + 5000) / 10000)::int as unit_minor
      from spec s
      cross join lateral generate_series(1, 1 + ${pick('s.k', 64, 4)}) g(n)
      join part_numbers p on p.pn = ${pickFrom(parts, pns.length, 's.k * 10 + g.n', 65)}
      join part_prices pp on pp.pn = p.pn and pp.currency = s.currency
    ), totals as (
      select k, sum(unit_minor * quantity)::int as items, sum(quantity)::int as quantity from lines group by k
    ), placed as (
      insert into orders (company_id, user_id, idempotency_key, internal_number, full_name, address, city, zip,
        country, shipping_method, shipping_other, currency, discount_bp, items_total_minor, shipping_minor,
        total_minor, total_quantity, created_at)
      select s.company_id, s.user_id, 'scale-order-' || s.k,
        case when s.k % 3 = 0 then 'PO-' || (100000 + s.k) else '' end,
        ${pickFrom(names, 6, 's.k', 66)}, (1 + s.k % 200) || ' Harbour Road', ${pickFrom(cities, 6, 's.k', 67)},
        lpad((s.k % 99999)::text, 5, '0'), ${pickFrom(countries, 6, 's.k', 67)}, s.method,
        case when s.method = 'OTHER' then 'Own courier' else '' end,
        s.currency, s.discount_bp, t.items, s.shipping, t.items + s.shipping, t.quantity, s.created
      from spec s join totals t on t.k = s.k
      on conflict (user_id, idempotency_key) do nothing
      returning id, idempotency_key
    )
    insert into order_lines (order_id, line_no, pn, description, quantity, list_minor, unit_minor, line_minor)
    select o.id, l.line_no, l.pn, l.description, l.quantity, l.list_minor, l.unit_minor, l.unit_minor * l.quantity
    from placed o join lines l on o.idempotency_key = 'scale-order-' || l.k`;
}
