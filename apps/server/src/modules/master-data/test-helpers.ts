// Helpers of the master-data suites (not a test file).
import { randomUUID } from 'node:crypto';
import type { ImportKind } from '@poolside/contract/master-data-columns';
import { multipart } from '../../test/files.ts';
import type { TestContext } from '../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the tests
type Answer = { http: number; status: boolean; code: number; data: any };

/** GET /api/import/{kind}/template as the cookie's user: the file's bytes. */
export async function downloadTemplate(
  ctx: TestContext,
  cookie: string,
  kind: ImportKind,
  format: 'xlsx' | 'csv',
) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/import/${kind}/template?format=${format}`,
    headers: { cookie },
  });
  return { http: res.statusCode, body: res.rawPayload, headers: res.headers };
}

export type RunQuery = {
  /** The key the screen polls progress by. */
  progressKey?: string;
  /** The apply's key (the screen makes one per checked file); a fresh one when not given, none when null. */
  idempotencyKey?: string | null;
};

/** POST /api/import/{kind}/{mode} with one file. */
export async function uploadImport(
  ctx: TestContext,
  cookie: string,
  kind: ImportKind,
  mode: 'check' | 'apply',
  fileName: string,
  body: Buffer | string,
  query: RunQuery = {},
): Promise<Answer> {
  const mp = multipart(fileName, Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'));
  const params = new URLSearchParams();
  if (query.progressKey) params.set('progressKey', query.progressKey);
  const key = query.idempotencyKey === undefined ? `test_${randomUUID()}` : query.idempotencyKey;
  if (mode === 'apply' && key) params.set('idempotencyKey', key);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/import/${kind}/${mode}${params.size > 0 ? `?${params}` : ''}`,
    payload: mp.payload,
    headers: { ...mp.headers, cookie },
  });
  const json = res.json();
  return { http: res.statusCode, ...json };
}

/** PUT /api/sync/{kind} with a Bearer key. */
export async function sync(ctx: TestContext, key: string, kind: string, payload: object): Promise<Answer> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/sync/${kind}`,
    payload,
    headers: { authorization: `Bearer ${key}` },
  });
  return { http: res.statusCode, ...res.json() };
}

/** A CSV file of a header and rows. */
export function csvOf(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((r) => r.join(',')).join('\n');
}
