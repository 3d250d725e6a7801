import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// TRUST_PROXY=true trusted every hop, so a client writing its own X-Forwarded-For got a
// fresh IP per request and every per-IP limit fell. Only the configured hops (a count or addresses) are trusted.

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A wrong login through the load balancer at 10.0.0.5: the client's forged entries, then the LB's own. */
function wrongLogin(forged: string, client: string) {
  return ctx!.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { method: 'login', email: 'service@demo.test', password: 'wrong' },
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': `${forged}, ${client}` },
  });
}

async function attemptsUntilThrottled(client: string) {
  for (let i = 1; i <= 12; i++) {
    const res = await wrongLogin(`198.51.100.${i}`, client);
    if (res.statusCode === 429) return i;
  }
  return null;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count, an address list, or true as one hop; refuses anything else', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7')).toBe('10.0.0.0/8,192.168.1.7');
    expect(trust('loopback,10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const bad of ['everything', '10.0.0.0/99', '-1', '']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('with TRUST_PROXY=true (one load balancer) a forged X-Forwarded-For does not escape login throttling', async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
    expect(await attemptsUntilThrottled('203.0.113.7')).toBe(11);
  });

  it('with an address list, trusts only those addresses and takes the first untrusted one as the client', async () => {
    ctx = await createTestContext({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await attemptsUntilThrottled('203.0.113.8')).toBe(11);
    // Another client behind the same load balancer is not blocked by the first one's failures.
    const other = await wrongLogin('198.51.100.1', '203.0.113.9');
    expect(other.json().code).toBe(-7);
  });

  it('with TRUST_PROXY=2, trusts two hops and no more', async () => {
    ctx = await createTestContext({ TRUST_PROXY: '2' });
    // Client → CDN (adds the client) → load balancer (adds the CDN, 10.0.0.9) → us; forged entries before them.
    const forgedClient = (i: number) =>
      ctx!.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { method: 'login', email: 'service@demo.test', password: 'wrong' },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.10, 10.0.0.9` },
      });
    let throttledAt: number | null = null;
    for (let i = 1; i <= 12 && throttledAt === null; i++) {
      if ((await forgedClient(i)).statusCode === 429) throttledAt = i;
    }
    expect(throttledAt).toBe(11);
  });
});
