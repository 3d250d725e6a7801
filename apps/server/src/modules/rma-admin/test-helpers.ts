// Shared set-up of the admin RMA tests (not a test file itself).
import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import { freshSerial, optionId, robotOf, todayOf } from '../repairs/test-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a logged-in user and answers the envelope with the HTTP status. */
export function caller(ctx: TestContext, cookies: Record<string, string>) {
  return async (email: string, method: Method, url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
    return { http: res.statusCode, ...res.json() };
  };
}

/** Reports a pump change on a robot (a new unsent line of the user) and answers the line. */
export async function reportPump(ctx: TestContext, cookie: string, sn: string) {
  const robot = await robotOf(ctx, cookie, sn);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/rma/line/${sn}`,
    headers: { cookie },
    payload: {
      technician: 'Tom',
      repairDate: todayOf(ctx),
      internalNumber: `IN-${sn}`,
      lines: [
        {
          oldPN: robot.pump1PN,
          oldSN: robot.pump1SN,
          newPN: robot.pump1PN,
          newSN: freshSerial('PU'),
          complaint: await optionId(ctx, 'complaint', 'noise'),
          failure: await optionId(ctx, 'failure', 'pump'),
        },
      ],
    },
  });
  const body = res.json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.data[0] as { id: number; underWarranty: boolean; returnToQA: boolean };
}

/** Reports a pump change on each robot and sends the user's lines as a new RMA (status SNT). */
export async function sendNewRma(ctx: TestContext, cookie: string, sns: string[]) {
  const lines = [];
  for (const sn of sns) lines.push(await reportPump(ctx, cookie, sn));
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/rma/requests',
    headers: { cookie },
    payload: { ids: lines.map((l) => l.id) },
  });
  return { id: res.json().data.id as number, lines };
}
