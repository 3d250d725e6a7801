import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { responses } from '../lib/route-schemas.ts';
import { type TestContext, useTestContext } from '../test/harness.ts';

// A request that takes too long, and requests arriving while the server is overloaded,
// are answered -3 with HTTP 503 in the envelope instead of holding the client or collapsing the process.

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

const ok = { status: true as const, code: 0 as const, data: null };

describe('handler timeout (HANDLER_TIMEOUT_MS)', () => {
  it('answers -3, 503 in the envelope when the answer is not ready in time', async () => {
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config, handlerTimeoutMs: 300 } });
    app.get(
      '/api/test/never',
      { config: { scope: 'public' }, schema: { response: responses(z.null()) } },
      async () => {
        await sleep(2000);
        return ok;
      },
    );
    app.get(
      '/api/test/quick',
      { config: { scope: 'public' }, schema: { response: responses(z.null()) } },
      async () => ok,
    );
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/test/never' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: false, code: -3, data: null });
      expect(Date.now() - started).toBeLessThan(1500);
      const quick = await app.inject({ method: 'GET', url: '/api/test/quick' });
      expect(quick.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('cuts a request with a body too, over a real connection (Fastify ended the timer once the body was read)', async () => {
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config, handlerTimeoutMs: 300 } });
    let aborts = 0;
    app.post(
      '/api/test/never-post',
      { config: { scope: 'public' }, schema: { response: responses(z.null()) } },
      async (request) => {
        request.signal.addEventListener('abort', () => aborts++);
        await sleep(1500);
        return ok;
      },
    );
    app.post(
      '/api/test/quick-post',
      { config: { scope: 'public' }, schema: { response: responses(z.null()) } },
      async (request) => {
        request.signal.addEventListener('abort', () => aborts++);
        return ok;
      },
    );
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const post = (url: string) =>
        fetch(base + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"a":1}',
        });
      const quick = await post('/api/test/quick-post');
      expect(quick.status).toBe(200);
      await quick.arrayBuffer();
      await sleep(50);
      // An answered request is not aborted.
      expect(aborts).toBe(0);
      const started = Date.now();
      const res = await post('/api/test/never-post');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: false, code: -3, data: null });
      expect(Date.now() - started).toBeLessThan(1200);
    } finally {
      await app.close();
    }
  });
});

describe('overload shedding (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS)', () => {
  // Sustained lag, as a burst of CPU-bound requests makes: the loop held 300 ms at a time, with a probe between
  // the blocks. (One single block is not a fair test: under-pressure resets the histogram on its own timer, and
  // when that timer fires before the histogram's after the block, the long sample is dropped.)
  it('answers -3, 503 with Retry-After while the event loop lags, and serves again once it recovers', async () => {
    const config = {
      ...ctx.deps.config,
      overload: { maxEventLoopDelayMs: 100, sampleIntervalMs: 100 },
    };
    const app = await buildApp({ ...ctx.deps, config });
    await app.ready();
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    try {
      await sleep(250);
      expect((await health()).statusCode).toBe(200);

      let refused: Awaited<ReturnType<typeof health>> | undefined;
      for (const deadline = Date.now() + 3000; !refused && Date.now() < deadline; ) {
        const until = Date.now() + 300;
        while (Date.now() < until) {
          // busy
        }
        await sleep(1);
        const res = await health();
        if (res.statusCode !== 200) refused = res;
      }
      expect(refused?.statusCode).toBe(503);
      expect(refused?.json()).toEqual({ status: false, code: -3, data: { retryAfter: 5 } });
      expect(refused?.headers['retry-after']).toBe('5');

      // Served again within a few samples once the loop is free.
      let served = false;
      for (const deadline = Date.now() + 1000; !served && Date.now() < deadline; await sleep(20)) {
        served = (await health()).statusCode === 200;
      }
      expect(served).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('is off with OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0', async () => {
    const config = { ...ctx.deps.config, overload: { maxEventLoopDelayMs: 0, sampleIntervalMs: 100 } };
    const app = await buildApp({ ...ctx.deps, config });
    await app.ready();
    try {
      await sleep(150);
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        // busy
      }
      await sleep(1);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
