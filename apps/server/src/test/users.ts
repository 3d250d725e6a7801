import type { TestContext } from './harness.ts';

/** The id of a (seeded or built) user by e-mail: the factories' helper. */
export { userIdOf } from './factories.ts';

/** An inject with a cookie (and a JSON payload when given). */
export function as(ctx: TestContext, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie } });
}
