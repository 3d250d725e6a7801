// The app's OpenAPI description as integrators fetch it, for the suites that check every route at once.
import type { TestContext } from './harness.ts';

type Paths<O> = { paths: Record<string, Record<string, O>> };

/** GET /api/docs/json, typed as the suite reads it. */
export async function openApiDocumentOf<D>(ctx: TestContext): Promise<D> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}

/** Every operation of the description: its path, its method in capitals and the operation object. */
export function operationsOf<O>(doc: Paths<O>) {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ url, method: method.toUpperCase(), op })),
  );
}
