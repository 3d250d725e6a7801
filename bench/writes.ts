// Concurrent repair reports (DESIGN.md section 6 "Writes"): partners of distinct companies saving repair lines
// at once, PUT /api/rma/line/{robotSN} with the contract's body, each on a robot of its own company. Each request
// is a report of two valid lines: a serial part swapped (the part fitted now out, a new serial of the same PN
// in: fitted parts, QA counters and the unit's lock are all written) and a non-serial part of the model's
// workbook. A robot is used once per run, so every line stays valid; after the run the drafts are deleted
// through DELETE /api/rma/line/{id} as their owners, which undoes the part swaps: the next run finds the
// robots as they were (new serials are fresh each run anyway).
import pg from 'pg';
import { eachLimited, type Partner } from './partners.ts';
import type { ListedRequest } from './request-list.ts';

type Robot = {
  company_id: number;
  sn: string;
  serial_pn: string;
  serial_sn: string;
  sn_prefix: string | null;
  sn_length: number | null;
  loose_pn: string;
};

/** A new serial for `pn`'s pattern that no seeded serial has: prefix, `X`, the run's code, the request number. */
export function freshSerial(
  prefix: string | null,
  length: number | null,
  runCode: string,
  k: number,
): string {
  const head = `${(prefix ?? '').toUpperCase()}X${runCode}`;
  const size = length ?? head.length + 6;
  return (
    head +
    k
      .toString(36)
      .toUpperCase()
      .padStart(size - head.length, '0')
  );
}

/**
 * Robots of the writers' companies, up to `perWriter` each (spread order): one serial part fitted now (its
 * serial never reported for this robot) and a non-serial part of its model's workbook; serial patterns long
 * enough for a fresh serial (prefix + X + 3 + 3 characters).
 */
async function robotsOf(client: pg.Client, companyIds: number[], perWriter: number) {
  const { rows } = await client.query<Robot>(
    `select company_id, sn, serial_pn, serial_sn, sn_prefix, sn_length, loose_pn from (
       select u.company_id, u.sn, f.pn as serial_pn, f.sn as serial_sn, p.sn_prefix, p.sn_length, loose.pn as loose_pn,
         row_number() over (partition by u.company_id order by hashint4(u.id)) as n
       from robot_units u
       join lateral (select f.pn, f.sn from fitted_parts f join part_numbers fp on fp.pn = f.pn
                     where f.unit_id = u.id and f.removed_at is null and f.sn is not null
                       and not fp.is_non_serial and fp.description !~* 'pull?e?y'
                       and not exists (select 1 from rma_lines l where l.robot_sn = u.sn and l.old_sn = f.sn)
                     order by f.id limit 1) f on true
       join part_numbers p on p.pn = f.pn
       cross join lateral (select w.pn from workbook_parts w join part_numbers np on np.pn = w.pn
                           where w.model_id = u.model_id and np.is_non_serial order by w.id limit 1) loose
       where u.company_id = any($1)
     ) r where n <= $2`,
    [companyIds, perWriter],
  );
  return rows.filter(
    (r) => (r.sn_length ?? 99) - (r.sn_prefix ?? '').length - 1 >= 6 && /^[A-Z0-9-]+$/.test(r.serial_sn),
  );
}

/** A complaint and a failure that need no description (not "other"). */
async function optionIds(client: pg.Client) {
  const { rows } = await client.query<{ list: string; id: number }>(
    `select list, min(id) as id from option_items
     where list in ('complaint', 'failure') and is_active and not is_other group by list`,
  );
  const id = (list: string) => rows.find((r) => r.list === list)?.id ?? null;
  return { complaint: id('complaint'), failure: id('failure') };
}

/**
 * The run's requests: writer k % W reports on its robot ⌊k / W⌋, so concurrent requests are different
 * partners' and the list holds each robot once. Sessions are the writers' (their index in `writers`).
 */
export async function writeRequests(url: string, writers: Partner[], perWriter: number, tag: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const robots = await robotsOf(
      client,
      writers.map((w) => w.companyId),
      perWriter,
    );
    const options = await optionIds(client);
    const byCompany = new Map<number, Robot[]>();
    for (const r of robots) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
    const active = writers
      .map((w, s) => ({ s, robots: byCompany.get(w.companyId) ?? [] }))
      .filter((w) => w.robots.length);
    const today = Math.floor(Date.now() / 86_400_000) * 86_400;
    const runCode = Math.floor(Math.random() * 36 ** 3)
      .toString(36)
      .toUpperCase()
      .padStart(3, '0');
    const line = { amount: 1, complaint: options.complaint, failure: options.failure };
    const requests: ListedRequest[] = [];
    for (let round = 0; ; round++) {
      const writing = active.filter((w) => round < w.robots.length);
      if (writing.length === 0) break;
      for (const w of writing) {
        const r = w.robots[round];
        const body = {
          technician: 'Bench Technician',
          repairDate: today,
          internalNumber: tag,
          lines: [
            {
              ...line,
              oldPN: r.serial_pn,
              oldSN: r.serial_sn,
              newPN: r.serial_pn,
              newSN: freshSerial(r.sn_prefix, r.sn_length, runCode, requests.length),
            },
            { ...line, oldPN: r.loose_pn, newPN: r.loose_pn, oldSN: '', newSN: '' },
          ],
        };
        requests.push({
          m: 'PUT',
          p: `/api/rma/line/${encodeURIComponent(r.sn)}`,
          s: w.s,
          g: 'repairLines',
          b: JSON.stringify(body),
        });
      }
    }
    return { requests, writers: active.length };
  } finally {
    await client.end();
  }
}

/** Deletes the run's drafts (internal number `tag`) as their owners; answers how many went and how many failed. */
export async function deleteDrafts(url: string, base: string, tag: string, cookies: Map<number, string>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let drafts: { id: number; user_id: number }[];
  try {
    ({ rows: drafts } = await client.query<{ id: number; user_id: number }>(
      // lower(): the internal-number search index (rma_lines_internal_lower_idx).
      'select id, user_id from rma_lines where lower(internal_number) = lower($1) and parent_id is null order by id desc',
      [tag],
    ));
  } finally {
    await client.end();
  }
  let failed = 0;
  await eachLimited(drafts, 8, async (d) => {
    const res = await fetch(`${base}/api/rma/line/${d.id}`, {
      method: 'DELETE',
      headers: { cookie: cookies.get(d.user_id) ?? '' },
    });
    await res.arrayBuffer();
    if (!res.ok) failed++;
  });
  return { deleted: drafts.length - failed, failed };
}
