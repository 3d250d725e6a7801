import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// Every GET route of the API description, asked by four users of different types on the demo data: the status
// and the answer (volatile fields masked) are kept in api-snapshot.json. A redesign keeps this file unchanged;
// a change of what the API answers shows here and is accepted with `vitest -u` in the same commit, on purpose.

const USERS = ['admin@demo.test', 'distributor@demo.test', 'service@demo.test', 'riviera@demo.test'] as const;

/** Answers that are files: their kind and status are kept, not their bytes (they carry the day's date). */
const FILE_TYPES = /pdf|spreadsheet|csv|octet-stream|image\/|zip/;

// Timestamps, dates and times in the answers are the day's (the demo data is seeded relative to today).
const VOLATILE: [RegExp, string][] = [
  [/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?/g, '<timestamp>'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '<date>'],
  [/\b\d{2}\/\d{2}\/\d{4}\b/g, '<date>'],
];
/** Fields whose values are random or clock-bound by nature. */
const VOLATILE_KEYS = new Set([
  'requestId',
  'token',
  'challenge',
  'salt',
  'signature',
  'nonce',
  'uptime',
  'version',
]);

/** Unix times in seconds or milliseconds (the spec's legacy answers carry them as numbers). */
const isUnixTime = (n: number) => (n > 1e9 && n < 3e9) || (n > 1e12 && n < 3e12);

/** A keyset cursor holds the last row's sort values (timestamps among them): kept decoded, then masked. */
function cursorText(key: string, value: unknown): unknown {
  if (!/cursor/i.test(key) || typeof value !== 'string') return value;
  return `cursor ${Buffer.from(value, 'base64url').toString('utf8')}`;
}

function mask(value: unknown): unknown {
  if (typeof value === 'number' && isUnixTime(value)) return '<unix time>';
  if (typeof value === 'string') return VOLATILE.reduce((s, [re, to]) => s.replace(re, to), value);
  if (Array.isArray(value)) return value.map(mask);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        VOLATILE_KEYS.has(k) ? '<volatile>' : mask(cursorText(k, v)),
      ]),
    );
  }
  return value;
}

/** Routes whose answer is the moment's state of the process, not of the data. */
const SKIPPED = new Set(['/api/health', '/api/captcha', '/api/captcha/challenge']);

let ctx: TestContext;
const cookies = new Map<string, string>();
let params: Record<string, string>;

async function first(query: ReturnType<typeof sql>): Promise<string> {
  const result = await ctx.deps.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return String(Object.values(rows[0] ?? { none: 'none' })[0]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of USERS) cookies.set(email, await ctx.login(email));
  const serial = await first(sql`select sn from robot_units order by id limit 1`);
  const pn = await first(sql`select pn from robot_models order by id limit 1`);
  params = {
    '/api/users/{id}': await first(sql`select id from users where email = 'service@demo.test'`),
    '/api/contents/{id}': await first(sql`select min(id) from contents`),
    '/api/export/jobs/{id}': 'no-such-export-job',
    '/api/robots/brands/{id}': await first(sql`select min(id) from brands`),
    '/api/robots/pn/{pn}': pn,
    '/api/robots/{year}/{pn}': `${await first(sql`select year from robot_models order by id limit 1`)}/${pn}`,
    '/api/descriptions/{pn}': await first(sql`select pn from part_numbers order by pn limit 1`),
    '/api/robots/sn/{sn}': serial,
    '/api/warranty/updates/{from}': '0',
    '/api/warranty/{sn}': serial,
    '/api/compatibility/{pn}': await first(sql`select old_pn from compatibility order by old_pn limit 1`),
    '/api/files/{id}': await first(sql`select min(id) from files`),
    '/api/rma/line/{id}': await first(sql`select min(id) from rma_lines`),
    '/api/rma/requests/{id}': await first(sql`select min(id) from rma_requests`),
    '/api/popups/{id}': await first(sql`select min(id) from popup_messages`),
    '/api/popups/sn/{sn}': serial,
    '/api/audit/{id}': await first(sql`select min(id) from audit_log`),
    '/api/rma/not_sent/moovex/{id}': await first(sql`select min(id) from rma_requests`),
    '/api/rma/requests/finished/a/a/{page}': '1',
    '/api/completeUnits/{id}': await first(sql`select min(id) from complete_units`),
    '/api/feedback/{id}': await first(sql`select min(id) from feedback_reports`),
    '/api/order/{id}': await first(sql`select min(id) from orders`),
    '/api/import/{kind}/template': 'spares',
    '/api/import/progress/{key}': 'no-such-import',
    '/api/companies/{id}': await first(sql`select id from companies order by id limit 1`),
    '/api/documents/{name}': 'none.pdf',
    '/api/content-images/{name}': 'none.png',
    '/api/images/{path}': 'none.png',
  };
});

afterAll(() => ctx?.close());

/** Query strings of routes that require one. */
function queryOf(path: string): string {
  const queries: Record<string, string> = {
    '/api/contents': '?type=news',
    '/api/search': `?q=${encodeURIComponent(params['/api/robots/sn/{sn}'])}`,
    '/api/file': `?file=${params['/api/files/{id}']}`,
    '/api/completeUnits/check': `?sn=${encodeURIComponent(params['/api/robots/sn/{sn}'])}`,
  };
  return queries[path] ?? '';
}

/** The concrete URL of a described path: its parameters from the demo data (longest matching prefix). */
function urlOf(path: string): string {
  if (!path.includes('{')) return path + queryOf(path);
  const prefix = Object.keys(params)
    .filter((p) => path === p || path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) throw new Error(`no example parameters for ${path}: add them to api-snapshot.test.ts`);
  const base = prefix.replace(/\{[^}]+\}(\/\{[^}]+\})?$/, params[prefix]);
  return base + path.slice(prefix.length);
}

describe('every GET route answers as before', () => {
  it('on the demo data, for four users of different types', async () => {
    const description = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(description.paths)
      .filter((p) => description.paths[p].get && !SKIPPED.has(p))
      .sort();
    expect(paths.length).toBeGreaterThan(50);
    // Paged lists also at a second short page: the paging recipe is part of the answer.
    const urls = paths.flatMap((path) => {
      const names = (
        (description.paths[path].get as { parameters?: { name: string }[] }).parameters ?? []
      ).map((p) => p.name);
      const url = urlOf(path);
      const paged = names.includes('page') && names.includes('pageSize');
      const second = `${url}${url.includes('?') ? '&' : '?'}page=2&pageSize=3`;
      return paged
        ? [
            [path, url],
            [`${path} page 2`, second],
          ]
        : [[path, url]];
    });
    const answers: Record<string, Record<string, unknown>> = {};
    for (const [path, url] of urls) {
      answers[path] = {};
      for (const email of USERS) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(email)! } });
        const type = String(res.headers['content-type'] ?? '');
        answers[path][email] = FILE_TYPES.test(type)
          ? { status: res.statusCode, file: type.split(';')[0] }
          : { status: res.statusCode, body: mask(type.includes('json') ? res.json() : res.body) };
      }
    }
    await expect(JSON.stringify(answers, null, 1)).toMatchFileSnapshot('./api-snapshot.json');
  });
});
