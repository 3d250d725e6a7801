// The people and objects of the working-day targets (bench/working-day.ts), read from the scale set
// (`npm run seed:scale`: users user00001@scale.test… of the generated companies, password demo1234, beside the
// demo accounts): partner users spread over many companies, and the serials and part numbers they ask for.
// Their sessions are opened through POST /api/login and closed through logoff at the end.
import pg from 'pg';

export type Partner = { userId: number; email: string; companyId: number; kind: string };

export type WorkingDayData = {
  /** The mix's sessions: a few users per company (service centres and distributors), many companies. */
  partners: Partner[];
  /** One repairs reporter per company, for the concurrent writes. */
  writers: Partner[];
  /** The objects the mix asks for (a tenth of the serials, at most 20,000; a 25th of the PNs, at most 2,000). */
  mixSerials: string[];
  mixPns: string[];
  /** PNs with a compatibility row (old PNs): the compatibility route answers -15 for any other. */
  compatibilityPns: string[];
  /** PNs priced in every currency: a cart line of any company. */
  cartPns: string[];
  /** Every other serial and PN, in a spread order: the first reads (never asked by the mix). */
  firstReadSerials: string[];
  firstReadPns: string[];
};

const PASSWORD = 'demo1234';

/** Round-robin over companies (each company's users in a spread order) until `count` users are taken. */
export function spreadOverCompanies(users: Partner[], count: number, perCompany: number): Partner[] {
  const byCompany = new Map<number, Partner[]>();
  for (const u of users) byCompany.set(u.companyId, [...(byCompany.get(u.companyId) ?? []), u]);
  const companies = [...byCompany.values()];
  // A few per company over as many companies as that takes; more per company when there are fewer companies.
  let width = Math.min(companies.length, Math.ceil(count / perCompany));
  const taken: Partner[] = [];
  const next = new Array(companies.length).fill(0);
  while (taken.length < count) {
    let added = 0;
    for (let c = 0; c < width && taken.length < count; c++) {
      const u = companies[c][next[c]];
      if (u) {
        taken.push(u);
        next[c]++;
        added++;
      }
    }
    if (added === 0) {
      if (width === companies.length) break;
      width = companies.length;
    }
  }
  return taken;
}

export async function readWorkingDayData(url: string, sessions: number, writers: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows;
    // Active partner users of active companies, companies and users each in a spread (hashed) order.
    const users = (
      await rows<{ id: number; email: string; company_id: number; kind: string; reporter: boolean }>(
        `select u.id, u.email, u.company_id, c.kind, t.rma_parts_report as reporter
         from users u join companies c on c.id = u.company_id join user_types t on t.id = u.type_id
         where u.status = 'active' and c.is_active and c.kind <> 'provider' and u.type_id between 3 and 6
         order by hashint4(c.id), hashint4(u.id)`,
      )
    ).map((r) => ({ ...r, userId: r.id, companyId: r.company_id }));
    const partners = spreadOverCompanies(users, sessions, 3);
    // Writers: one reporter of each company that owns robots.
    const owning = new Set(
      (
        await rows<{ id: number }>(
          'select distinct company_id as id from robot_units where company_id is not null',
        )
      ).map((r) => r.id),
    );
    const writerList: Partner[] = [];
    for (const u of users) {
      if (writerList.length >= writers) break;
      if (u.reporter && owning.has(u.companyId) && !writerList.some((w) => w.companyId === u.companyId))
        writerList.push(u);
    }
    const [{ units, parts }] = await rows<{ units: number; parts: number }>(
      'select (select count(*)::int from robot_units) as units, (select count(*)::int from part_numbers) as parts',
    );
    const serials = (await rows<{ sn: string }>('select sn from robot_units order by hashint4(id)')).map(
      (r) => r.sn,
    );
    const pns = (await rows<{ pn: string }>('select pn from part_numbers order by hashtext(pn), pn')).map(
      (r) => r.pn,
    );
    const mixSerialCount = Math.min(20_000, Math.max(100, Math.ceil(units / 10)));
    const mixPnCount = Math.min(2_000, Math.max(100, Math.ceil(parts / 25)));
    const compatibilityPns = (
      await rows<{ pn: string }>(
        `select old_pn as pn from compatibility group by old_pn order by hashtext(old_pn), old_pn limit ${mixPnCount}`,
      )
    ).map((r) => r.pn);
    const cartPns = (
      await rows<{ pn: string }>(
        `select pn from part_prices group by pn having count(distinct currency) = 3
         order by hashtext(pn), pn limit 2000`,
      )
    ).map((r) => r.pn);
    return {
      partners,
      writers: writerList,
      mixSerials: serials.slice(0, mixSerialCount),
      mixPns: pns.slice(0, mixPnCount),
      compatibilityPns,
      cartPns,
      firstReadSerials: serials.slice(mixSerialCount),
      firstReadPns: pns.slice(mixPnCount),
    } satisfies WorkingDayData;
  } finally {
    await client.end();
  }
}

/**
 * A session of `email` (password demo1234): its cookie. A server shedding load (503, a busy machine) is asked
 * again after its Retry-After, a few times.
 */
export async function logIn(base: string, email: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'login', email, password: PASSWORD }),
    });
    const text = await res.text();
    if (res.ok) return (res.headers.get('set-cookie') ?? '').split(';')[0];
    if (res.status !== 503 || attempt === 5)
      throw new Error(`login ${email}: HTTP ${res.status} ${text.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
  }
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function eachLimited<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let i = 0;
  const worker = async () => {
    while (i < items.length) await work(items[i++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/** Opens a session per user (a few logins at a time: each verifies an argon2 hash): user id → cookie. */
export async function logInAll(base: string, users: Partner[]): Promise<Map<number, string>> {
  const cookies = new Map<number, string>();
  const unique = [...new Map(users.map((u) => [u.userId, u])).values()];
  await eachLimited(unique, 4, async (u) => {
    cookies.set(u.userId, await logIn(base, u.email));
  });
  return cookies;
}

/** Ends the sessions (each only its own: the users' other sessions stay). */
export async function logOffAll(base: string, cookies: Iterable<string>) {
  await eachLimited([...cookies], 8, async (cookie) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'logoff' }),
    });
    await res.arrayBuffer();
  });
}
