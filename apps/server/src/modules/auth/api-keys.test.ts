import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../../db/schema/auth.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { issueApiKey, revokeApiKeys } from './api-keys.ts';

let ctx: TestContext;
let staffId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [staff] = await ctx.deps.db.select().from(users).where(eq(users.email, 'staff@demo.test'));
  staffId = staff.id;
});
afterAll(async () => {
  await ctx?.close();
});

function withKey(url: string, key: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
}

describe('API keys', () => {
  it('authenticates GET /api/dashboard with a Bearer key stored only as a hash', async () => {
    const { apiKey, prefix } = await issueApiKey(ctx.deps.db, staffId, ['read']);
    expect(apiKey).toMatch(/^pp_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.startsWith(prefix)).toBe(true);
    const rows = await ctx.deps.db.select().from(apiKeys).where(eq(apiKeys.userId, staffId));
    expect(rows.some((r) => r.keyHash.includes(apiKey) || r.keyHash === apiKey)).toBe(false);
    const res = await withKey('/api/dashboard', apiKey);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('staff@demo.test');
  });

  it('refuses a revoked key, a replaced key and a made-up key with -5', async () => {
    const first = await issueApiKey(ctx.deps.db, staffId, ['read']);
    const second = await issueApiKey(ctx.deps.db, staffId, ['read']);
    expect((await withKey('/api/dashboard', first.apiKey)).json().code).toBe(-5);
    expect((await withKey('/api/dashboard', second.apiKey)).statusCode).toBe(200);
    await revokeApiKeys(ctx.deps.db, staffId);
    const revoked = await withKey('/api/dashboard', second.apiKey);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe(-5);
    expect((await withKey('/api/dashboard', 'pp_made-up')).json().code).toBe(-5);
  });

  it('checks scopes: a sync-only key may not read the dashboard, a read key may not write', async () => {
    const syncOnly = await issueApiKey(ctx.deps.db, staffId, ['sync']);
    const denied = await withKey('/api/dashboard', syncOnly.apiKey);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(-11);
    const readOnly = await issueApiKey(ctx.deps.db, staffId, ['read']);
    const write = await withKey(`/api/users/${staffId}`, readOnly.apiKey, 'POST', { language: 'spa' });
    expect(write.json().code).toBe(-11);
    const readWrite = await issueApiKey(ctx.deps.db, staffId, ['read', 'write']);
    const allowed = await withKey(`/api/users/${staffId}`, readWrite.apiKey, 'POST', { language: 'spa' });
    expect(allowed.json().status).toBe(true);
  });

  it('stops working when its user is disabled', async () => {
    const { apiKey } = await issueApiKey(ctx.deps.db, staffId, ['read']);
    await ctx.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, staffId));
    expect((await withKey('/api/dashboard', apiKey)).json().code).toBe(-5);
  });
});
