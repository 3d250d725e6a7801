// Sessions: calls to the API as a user.
import type { Actor } from '../../modules/access/index.ts';
import { userTypeRows } from '../../seed/core.ts';
import type { TestContext } from '../harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const cookieJars = new WeakMap<TestContext, Map<string, Promise<string>>>();
/** The session cookie of a user (logged in once per context). */
export function cookieOf(ctx: TestContext, email: string): Promise<string> {
  let jar = cookieJars.get(ctx);
  if (!jar) {
    jar = new Map();
    cookieJars.set(ctx, jar);
  }
  let cookie = jar.get(email);
  if (!cookie) {
    cookie = ctx.login(email);
    jar.set(email, cookie);
  }
  return cookie;
}

/** A caller with the sessions a suite logged in itself: `call(email, method, url, payload?)` → envelope + http. */
export function caller(ctx: TestContext, cookies: Record<string, string>) {
  return async (email: string, method: Method, url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
    return { http: res.statusCode, ...res.json() };
  };
}

/** Calls the API as a user and answers the envelope with the HTTP status. */
export async function callAs(ctx: TestContext, email: string, method: Method, url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: await cookieOf(ctx, email) } });
  return { http: res.statusCode, ...res.json() };
}

const { id: _id, name: _name, menus: _menus, ...providerAdminFlags } = userTypeRows[0];

/** The demo's provider administrator (user 1) as the actor a service is called with, reading `language`. */
export function providerAdminActor(language: Actor['language'] = 'eng'): Actor {
  return {
    userId: 1,
    typeId: 1,
    companyId: 1,
    companyKind: 'provider',
    childCompanyIds: [],
    language,
    flags: providerAdminFlags,
    via: 'session',
    sessionId: 1,
    scopes: [],
  };
}
