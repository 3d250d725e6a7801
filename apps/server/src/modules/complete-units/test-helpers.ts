// Shared set-up of the complete-units tests (not a test file itself).
import type { CompleteUnitBody, UnitOptions } from '@poolside/contract/complete-units';
import { multipart, sampleFiles } from '../../test/files.ts';
import type { TestContext } from '../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the tests
type Data = any;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{ http: number; status: boolean; code: number; data: Data }>;

/** Logs every e-mail in once and answers a caller that returns HTTP status + envelope. */
export async function callersOf(ctx: TestContext, emails: string[]) {
  const cookies: Record<string, string> = {};
  for (const email of emails) cookies[email] = await ctx.login(email);
  const as =
    (email: string): Caller =>
    async (method, url, payload) => {
      const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
      return { http: res.statusCode, ...res.json() };
    };
  return { cookies, as };
}

/** Uploads a small PNG as the user (kind image unless told) and answers its file id. */
export async function uploadInvoice(ctx: TestContext, cookie: string, kind: 'image' | 'file' = 'image') {
  const { payload, headers } = multipart('invoice.png', sampleFiles.png());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload,
    headers: { ...headers, cookie },
  });
  return res.json().data.id as number;
}

/** Today's UTC midnight of the test clock, in unix seconds. */
export const todayOf = (ctx: TestContext) => Math.floor(ctx.clock.now().getTime() / 86400_000) * 86400;

/** A complete wizard payload for a serial (refund of a motor fault), with overrides. */
export function validBody(
  ctx: TestContext,
  options: UnitOptions,
  sn: string,
  invoice: number,
  over: Partial<CompleteUnitBody> = {},
): CompleteUnitBody {
  const today = todayOf(ctx);
  return {
    sn,
    dateArrived: today - 86400,
    firstName: 'Ana',
    lastName: 'Lopez',
    city: 'Madrid',
    email: 'ana@example.test',
    purchaseDate: today - 300 * 86400,
    purchasedFrom: 'Pool Shop',
    invoice,
    complaint: options.complaints.find((c) => !c.isOther)!.id,
    suspiciousPart: options.suspiciousParts[1].id,
    poolSurface: options.poolSurfaces[0].id,
    poolShape: options.poolShapes[0].id,
    poolWidth: 5,
    poolLength: 10.5,
    comments: 'Stops after five minutes',
    action: 'refund',
    ...over,
  };
}
