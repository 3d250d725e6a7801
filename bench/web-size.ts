// The web budget: JavaScript a browser really loads for /login and for the dashboard (headless Chromium against
// the running server), gzipped; which chunks those are (so a page that should be lazy shows up); largest chunk.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { root } from './processes.ts';

type RouteJs = { gzipKB: number; rawKB: number; chunks: { file: string; gzipKB: number }[] };

async function loadRoute(page: Page, url: string): Promise<RouteJs> {
  // Every JavaScript file the page fetches (scripts, module preloads), read from the build on disk: the body of
  // a preloaded response is not always available to Playwright.
  const scripts = new Map<string, Buffer>();
  const dist = path.join(root, 'apps/web/dist');
  const onRequest = async (request: import('playwright-core').Request) => {
    const { pathname } = new URL(request.url());
    if (!/\.m?js$/.test(pathname) || scripts.has(pathname)) return;
    try {
      scripts.set(pathname, await readFile(path.join(dist, pathname)));
    } catch {
      // Not a file of the build.
    }
  };
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  let raw = 0;
  const chunks = [...scripts].map(([url, body]) => {
    raw += body.length;
    return { file: path.basename(url), gzipKB: gzipSync(body).length / 1024 };
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
    const login = await loadRoute(await (await browser.newContext()).newPage(), `${base}/login`);
    // A context of its own (an empty cache): everything the dashboard needs on a first visit.
    const context = await browser.newContext();
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const dashboard = await loadRoute(await context.newPage(), `${base}/`);
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
