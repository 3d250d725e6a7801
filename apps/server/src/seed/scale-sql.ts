// Set-based SQL of the scale data set (seed/scale.ts runs it in batches). Everything is deterministic:
// "random" choices are hashes of the row number, so a resumed run produces the same rows.
import { type SQL, sql } from 'drizzle-orm';

function checkInt(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return n;
}

/** An integer inlined into the SQL (generate_series and array subscripts need typed values, not params). */
export const int = (n: number) => sql.raw(String(checkInt(n)));

export const intArray = (ns: number[]) => sql.raw(`'{${ns.map(checkInt).join(',')}}'::int[]`);

export const textArray = (ss: readonly string[]) =>
  sql.raw(`array[${ss.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** A deterministic pseudo-random integer in [0, n) from an integer expression and a salt (< 1000). */
export function pick(expr: SQL | string, salt: number, n: SQL | number): SQL {
  const e = typeof expr === 'string' ? sql.raw(expr) : expr;
  const m = typeof n === 'number' ? int(Math.max(1, n)) : n;
  return sql`((hashint8((${e})::bigint * 1000 + ${int(salt)}) & 2147483647) % ${m})::int`;
}

/** One element of an inlined array, picked by hash. */
export function pickFrom(arr: SQL, length: number, expr: SQL | string, salt: number): SQL {
  return sql`(${arr})[1 + ${pick(expr, salt, length)}]`;
}

export const partKinds = [
  { code: 'MTR', description: 'Drive motor', prefix: 'MT', slot: 'motor' },
  { code: 'PMP', description: 'Pump motor', prefix: 'PU', slot: 'pump1' },
  { code: 'PSU', description: 'Power supply', prefix: 'PS', slot: 'psu' },
  { code: 'SLV', description: 'Slave motor', prefix: 'MS', slot: 'slave' },
  { code: 'BRS', description: 'PVA brush' },
  { code: 'PUL', description: 'Pully wheel' },
  { code: 'FLT', description: 'Filter basket' },
  { code: 'CBL', description: 'Floating cable' },
  { code: 'HDL', description: 'Handle' },
  { code: 'TRK', description: 'Drive track' },
  { code: 'WHL', description: 'Side wheel' },
  { code: 'GBX', description: 'Gear box' },
  { code: 'IMP', description: 'Impeller' },
  { code: 'PCB', description: 'Control board' },
  { code: 'SWV', description: 'Swivel' },
  { code: 'ORK', description: 'O-ring kit' },
] as const;

const kindCount = partKinds.length;
const serialKinds = partKinds.filter((k) => 'prefix' in k).length;
const codes = textArray(partKinds.map((k) => k.code));
const series = textArray([
  'Neptune',
  'Coral',
  'Marlin',
  'Lagoon',
  'Tide',
  'Orca',
  'Dolphin',
  'Reef',
  'Breeze',
  'Atlantis',
  'Pacific',
  'Riviera',
]);
const variants = textArray(['rev. A', 'rev. B', 'rev. C', 'kit', 'assembly', 'set']);

/** The scale part number of kind index `c` (0-based) and number `g`, e.g. SP-MTR-00017. */
export const partPn = (c: SQL | string, g: SQL | string) => {
  const cc = typeof c === 'string' ? sql.raw(c) : c;
  const gg = typeof g === 'string' ? sql.raw(g) : g;
  return sql`'SP-' || (${codes})[(${cc}) + 1] || '-' || lpad((${gg})::text, 5, '0')`;
};

/** Part numbers g in (from, to]: kind (g-1) % 16; the first four kinds carry serials (prefix + 10 chars). */
export function insertParts(from: number, to: number): SQL {
  const prefixes = textArray(partKinds.map((k) => ('prefix' in k ? k.prefix : '')));
  const descriptions = textArray(partKinds.map((k) => k.description));
  return sql`insert into part_numbers (pn, description, is_non_serial, sn_prefix, sn_length)
    select ${partPn('(g - 1) % 16', 'g')},
      (${descriptions})[(g - 1) % 16 + 1] || ' ' || ${pickFrom(series, 12, 'g', 1)} || ' ' || ${pickFrom(variants, 6, 'g', 2)},
      (g - 1) % ${int(kindCount)} >= ${int(serialKinds)},
      nullif((${prefixes})[(g - 1) % 16 + 1], ''),
      case when (g - 1) % ${int(kindCount)} < ${int(serialKinds)} then 10 end
    from generate_series(${int(from + 1)}, ${int(to)}) g
    on conflict (pn) do nothing`;
}

/**
 * Scale robot models (ids base+1 … base+count, one year each) and their workbooks: motor, pump, power supply
 * (and a slave motor on every fourth model) plus eight non-serial parts, all from the scale part numbers.
 */
export function insertModels(base: number, count: number, brandIds: number[], warrantyTypes: number[]) {
  const g = sql.raw('g');
  return sql`insert into robot_models (id, brand_id, pn, year, name, customer_pn, pool_area, access, climb,
      cycle_time, electronic, psu, cable_length, weight, certificate, warranty_type)
    select ${int(base)} + g, ${pickFrom(intArray(brandIds), brandIds.length, g, 3)},
      'SX-' || lpad(g::text, 4, '0'), 2019 + g % 7, ${pickFrom(series, 12, g, 4)} || ' ' || (100 + g),
      'SX' || lpad(g::text, 4, '0'), (array['8','12','16'])[1 + g % 3], 'Floor, walls', 'Yes', '2',
      'Swivel', 'Digital 24V', '18', '9.5', case when g % 7 >= 4 then 'CE' else 'N' end,
      ${pickFrom(intArray(warrantyTypes), warrantyTypes.length, g, 5)}
    from generate_series(1, ${int(count)}) g`;
}

export function insertWorkbooks(base: number, count: number, partsPerKind: number) {
  const slots = partKinds
    .map((k, c) => `(${c + 1}, ${c}, ${'slot' in k ? `'${k.slot}'` : "'other'"})`)
    .join(', ');
  return sql`insert into workbook_parts (model_id, balloon_id, pn, amount, slot)
    select m.id, s.n, ${partPn('s.c', sql`s.c + 1 + 16 * ${pick('m.id * 16 + s.n', 6, partsPerKind)}`)},
      case when s.c >= ${int(serialKinds)} then 1 + m.id % 3 else 1 end, s.slot
    from robot_models m cross join (values ${sql.raw(slots)}) s(n, c, slot)
    where m.id between ${int(base + 1)} and ${int(base + count)} and (s.c <> 3 or m.id % 4 = 0)`;
}

/** Old → new part numbers of the same kind (the next part of that kind). */
export function insertCompatibility(count: number, partsPerKind: number) {
  return sql`insert into compatibility (old_pn, new_pn)
    select ${partPn('x.c', 'x.c + 1 + 16 * x.j')}, ${partPn('x.c', 'x.c + 1 + 16 * (x.j + 1)')}
    from (select g % 16 as c, ${pick('g', 7, Math.max(1, partsPerKind - 1))} as j
          from generate_series(1, ${int(count)}) g) x
    on conflict do nothing`;
}

const places = textArray([
  'Tampa',
  'Lyon',
  'Valencia',
  'Haifa',
  'Nice',
  'Sevilla',
  'Orlando',
  'Marseille',
  'Malaga',
  'Eilat',
  'Phoenix',
  'Perth',
  'Naples',
  'Austin',
  'Bordeaux',
  'Alicante',
]);
const trades = textArray(['Pools', 'Pool Care', 'Aqua Service', 'Pool Repair', 'Piscines', 'Piscinas']);

/**
 * Generated companies g in (from, to]: in each block of ten the first is a distributor and three of the
 * service centres sit under it; numbers 9xxxxx.
 */
export function insertCompanies(base: number, from: number, to: number, brandIds: number[]) {
  const g = sql.raw('g');
  return [
    sql`insert into companies (id, name, number, kind, parent_id, currency, country, created_at)
      select ${int(base)} + g, ${pickFrom(places, 16, g, 8)} || ' ' || ${pickFrom(trades, 6, g, 9)} || ' ' || g,
        '9' || lpad(g::text, 5, '0'),
        case when g % 10 = 1 then 'distributor' else 'service_centre' end,
        case when g % 10 in (2, 4, 6) then ${int(base)} + g - g % 10 + 1 end,
        (array['USD','EUR','ILS'])[1 + g % 3], (array['US','FR','ES','IL','IT','DE','GB','AU'])[1 + g % 8],
        now() - ${pick(g, 10, 1500)} * interval '1 day'
      from generate_series(${int(from + 1)}, ${int(to)}) g`,
    sql`insert into company_brands (company_id, brand_id)
      select ${int(base)} + g, (${intArray(brandIds)})[1 + (${pick(g, 11, brandIds.length)} + d) % ${int(brandIds.length)}]
      from generate_series(${int(from + 1)}, ${int(to)}) g cross join (values (0), (1)) v(d)
      on conflict do nothing`,
  ];
}

const firstNames = textArray(['Alex', 'Maria', 'Jean', 'Lucía', 'Noa', 'Tom', 'Sofia', 'Omar', 'Eva', 'Luc']);
const lastNames = textArray(['Martin', 'García', 'Cohen', 'Smith', 'Dubois', 'López', 'Levi', 'Brown']);
const countries = textArray(['US', 'FR', 'ES', 'IL', 'IT', 'DE', 'GB', 'AU']);

/**
 * Generated users g in (from, to] spread over the generated companies; the first of each company is its
 * manager (type 3 or 5) and active; the others are type 4 or 6, a few pending or disabled. user00001@scale.test…
 */
export function insertUsers(
  base: number,
  companyBase: number,
  companyCount: number,
  from: number,
  to: number,
  passwordHash: string,
) {
  return sql`insert into users (id, company_id, type_id, name, email, password_hash, phone, address, city,
      zip, country, language, status, gdpr_approved, created_at, updated_at)
    select ${int(base)} + x.g, c.id,
      case when c.kind = 'distributor' then (case when x.g <= ${int(companyCount)} then 3 else 4 end)
           else (case when x.g <= ${int(companyCount)} then 5 else 6 end) end,
      ${pickFrom(firstNames, 10, 'x.g', 12)} || ' ' || ${pickFrom(lastNames, 8, 'x.g', 13)},
      'user' || lpad(x.g::text, 5, '0') || '@scale.test', ${passwordHash},
      '+1 555 ' || lpad((x.g % 10000)::text, 4, '0'), x.g || ' Harbour Road', split_part(c.name, ' ', 1),
      lpad((10000 + x.g)::text, 5, '0'), x.country,
      case x.country when 'FR' then 'fra' when 'ES' then 'spa' else 'eng' end,
      x.status, x.status = 'active', c.created_at, c.created_at
    from (select g, ${pickFrom(countries, 8, 'g', 14)} as country,
            case when g <= ${int(companyCount)} then 'active'
                 when ${pick('g', 15, 100)} < 3 then 'pending'
                 when ${pick('g', 15, 100)} < 5 then 'disabled' else 'active' end as status
          from generate_series(${int(from + 1)}, ${int(to)}) g) x
    join companies c on c.id = ${int(companyBase)} + 1 + (x.g - 1) % ${int(companyCount)}`;
}
