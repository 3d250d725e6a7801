import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../test/harness.ts';

// The audit log's date filter with a date past year 9999 answered 500. Every list's date
// filter is bounded in the contract (one schema), so a far date is -6 naming the field.

let ctx: TestContext;
let cookie: string;
useTestContext(async (c) => {
  ctx = c;
  cookie = await c.login('admin@demo.test');
});

const farFuture = 1e15; // year ~31,690,000
const inYear2999 = 32_503_593_600;

describe('date filters of the lists (issue 19)', () => {
  for (const url of ['/api/audit', '/api/completeUnits', '/api/feedback']) {
    for (const field of ['fromDate', 'toDate']) {
      it(`GET ${url}?${field} past the bound is -6 naming it; a date in 2999 is answered`, async () => {
        const far = await ctx.app.inject({
          method: 'GET',
          url: `${url}?${field}=${farFuture}`,
          headers: { cookie },
        });
        expect(far.statusCode).toBe(400);
        expect(far.json()).toMatchObject({ status: false, code: -6, data: { field } });
        const late = await ctx.app.inject({
          method: 'GET',
          url: `${url}?${field}=${inYear2999}`,
          headers: { cookie },
        });
        expect(late.json().status).toBe(true);
      });
    }
  }

  it('the export of a list with a far date filter is -6 too', async () => {
    for (const field of ['fromDate', 'toDate']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/export',
        headers: { cookie },
        payload: { report: 'auditLog', type: 'excel', [field]: farFuture },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: -6, data: { field } });
    }
  });
});
