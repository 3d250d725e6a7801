import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/** A route that reads or changes a record owned by one company. */
export type OwnedRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Creates (or finds) a record owned by the owner's company and returns its URL. */
  prepare: (ctx: TestContext, ownerCookie: string) => Promise<{ url: string; payload?: unknown }>;
};

/**
 * The owner may use the route; a user of another company is refused (-15 not found or -11 denied)
 * and the record is untouched.
 */
export async function expectOtherCompanyRefused(
  ctx: TestContext,
  route: OwnedRoute,
  ownerEmail = 'service@demo.test',
  otherEmail = 'galil@demo.test',
) {
  const ownerCookie = await ctx.login(ownerEmail);
  const otherCookie = await ctx.login(otherEmail);
  const { url, payload } = await route.prepare(ctx, ownerCookie);
  const asOther = await ctx.app.inject({
    method: route.method,
    url,
    payload: payload as object,
    headers: { cookie: otherCookie },
  });
  const body = asOther.json();
  expect(body.status, `${route.name}: another company must be refused`).toBe(false);
  expect([-15, -11]).toContain(body.code);
  expect([403, 404]).toContain(asOther.statusCode);
  const asOwner = await ctx.app.inject({
    method: route.method,
    url,
    payload: payload as object,
    headers: { cookie: ownerCookie },
  });
  // A file download answers the file itself, not the envelope.
  const isJson = String(asOwner.headers['content-type'] ?? '').includes('json');
  expect(
    isJson ? asOwner.json().status : asOwner.statusCode === 200,
    `${route.name}: the owner may use it`,
  ).toBe(true);
}
