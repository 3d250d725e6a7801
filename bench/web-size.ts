// The web budget: JavaScript a browser really loads for /login and for the dashboard (headless Chromium against
// the running server), gzipped; which chunks those are (so a page that should be lazy shows up); largest chunk.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { root } from './processes.ts';

type RouteJs = { gzipKB: number; rawKB: number; chunks: { file: string; gzipKB: number }[] };

async function loadRoute(page: Page, url: string): Promise<RouteJs> {
  const scripts = new Map<string, Buffer>();
  const onResponse = async (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A redirect or aborted request has no body.
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let raw = 0;
  const chunks = [...scripts].map(([url, body]) => {
    raw += body.length;
    return { file: path.basename(new URL(url).pathname), gzipKB: gzipSync(body).length / 1024 };
  });
  chunks.sort((a, b) => b.gzipKB - a.gzipKB);
  return { gzipKB: chunks.reduce((sum, c) => sum + c.gzipKB, 0), rawKB: raw / 1024, chunks };
}

/** Measures /login (fresh browser) and the dashboard (logged in with `cookie`) on the server at `base`. */
export async function measureWeb(base: string, cookie: string) {
  const assets = path.join(root, 'apps/web/dist/assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  let largest = { file: '', kB: 0 };
  for (const f of files) {
    const kB = (await stat(path.join(assets, f))).size / 1024;
    if (kB > largest.kB) largest = { file: f, kB };
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = await loadRoute(page, `${base}/login`);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const dashboard = await loadRoute(page, `${base}/`);
    // Page chunks are named after their page modules; on /login only the login page's may load.
    const eagerPages = login.chunks
      .map((c) => c.file)
      .filter((c) => /-page-/.test(c) && !c.startsWith('login-page'));
    return {
      login,
      dashboard,
      jsChunks: files.length,
      loginBudgetKB: 170,
      isLoginUnderBudget: login.gzipKB < 170,
      otherRoutesLazy: eagerPages.length === 0,
      eagerPages,
      largestChunk: largest,
      // Vite warns above chunkSizeWarningLimit (600 kB in vite.config.ts).
      hasChunkWarnings: largest.kB > 600,
    };
  } finally {
    await browser.close();
  }
}
