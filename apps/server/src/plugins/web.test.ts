import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { isSpaPath } from './web.ts';

let ctx: TestContext;
let app: App;
beforeAll(async () => {
  ctx = await createTestContext();
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'pp-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Poolside</title>');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await mkdir(path.join(webDist, 'pages'));
  await writeFile(path.join(webDist, 'pages', 'login.html'), '<!doctype html><title>Poolside login</title>');
  await writeFile(path.join(webDist, 'pages', 'index.html'), '<!doctype html><title>Poolside home</title>');
  app = await buildApp(ctx.deps, { webDist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('web app serving', () => {
  it('serves index.html for a client route, without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/repairs/rma_history?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Poolside</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a landing route its own page (index.html with its preloads), without caching', async () => {
    for (const [url, title] of [
      ['/login', 'Poolside login'],
      ['/login?next=%2Forders', 'Poolside login'],
      ['/', 'Poolside home'],
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Any other route, and a route whose page the build has not written, gets index.html.
    for (const url of ['/login/extra', '/orders', '/pages']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain('<title>Poolside</title>');
    }
  });

  it('serves a built asset as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 (not the page) for a missing asset, so a stale chunk fails loudly', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<title>');
    const file = await app.inject({ method: 'GET', url: '/favicon-missing.png' });
    expect(file.statusCode).toBe(404);
  });

  it('keeps the -1 envelope for unknown /api paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: -1 });
  });

  it('tells SPA paths from file paths', () => {
    expect(isSpaPath('/robots/PN1/2024/SN100001')).toBe(true);
    expect(isSpaPath('/users/12')).toBe(true);
    expect(isSpaPath('/assets/x.js')).toBe(false);
    expect(isSpaPath('/robots.txt')).toBe(false);
    expect(isSpaPath('/api/health')).toBe(false);
  });
});
