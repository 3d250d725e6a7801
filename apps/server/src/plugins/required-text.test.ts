// Required text is one rule (contract text.ts): text with nothing visible in it (white space, zero-width or
// format characters) is missing (-12 naming the field), wherever a form requires text. And the day a website
// issue happened is a real past day (contract dates.ts eventDateSchema, not in the future).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForms } from '../modules/feedback/test-helpers.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { as } from '../test/users.ts';

let ctx: TestContext;
let admin: ReturnType<typeof as>;
let service: ReturnType<typeof as>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = as(ctx, await ctx.login('admin@demo.test'));
  service = as(ctx, await ctx.login('service@demo.test'));
});
afterAll(async () => {
  await ctx?.close();
});

const invisible = ['\u200b', '\u200b\u200c\u200d', '\ufeff ', '\u2060\u00ad', ' \u200e\u200f '];
const missingAt = (field: string) => ({ status: false, code: -12, data: { field } });

describe('text with nothing visible in a required field', () => {
  it('is a missing name of a new user, checked by the schema', async () => {
    for (const name of invisible) {
      const res = await admin('PUT', '/api/users', {
        name,
        type: 6,
        centerMoovexID: '3001',
        email: 'invisible@demo.test',
        password: 'secret66',
        verify: 'secret66',
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject(missingAt('name'));
    }
  });

  it('is a missing company name and contact message', async () => {
    const company = {
      number: '9902',
      kind: 'service_centre',
      country: 'US',
      currency: 'USD',
      priceList: 'A',
    };
    const res = await admin('PUT', '/api/companies', { ...company, name: '\u200b\u200b' });
    expect(res.json()).toMatchObject(missingAt('name'));
    const contact = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contact',
      payload: { email: 'ana@example.com', message: '\u200b\ufeff' },
    });
    expect(contact.json()).toMatchObject(missingAt('message'));
  });

  it('is a missing field of a form whose required rule the contract shares with the screen', async () => {
    const issue = validForms(1).issues;
    const res = await service('PUT', '/api/feedback', { ...issue, issueDescription: '\u200b\u200d' });
    expect(res.json()).toMatchObject({ code: -12, data: { fields: ['issueDescription'] } });
    const unit = await service('PUT', '/api/completeUnits', { firstName: '\u2060' });
    expect(unit.json().code).toBe(-12);
    expect(unit.json().data.fields).toContain('firstName');
  });
});

describe('the day a website issue happened', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

  it('is refused (-6) before 1990 or in the future, taken otherwise', async () => {
    const issue = validForms(1).issues;
    const today = ctx.clock.now().toISOString().slice(0, 10);
    for (const dateCreate of [0, day('1989-12-31'), day(today) + 2 * 86400]) {
      const res = await service('PUT', '/api/feedback', { ...issue, dateCreate });
      expect(res.statusCode, String(dateCreate)).toBe(400);
      expect(res.json()).toMatchObject({ code: -6, data: { fields: ['dateCreate'] } });
    }
    for (const dateCreate of [day('1990-01-01'), day(today)]) {
      expect((await service('PUT', '/api/feedback', { ...issue, dateCreate })).json().status).toBe(true);
    }
  });
});
