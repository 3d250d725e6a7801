import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@poolside/contract/errors';

/** A path the SPA may answer: not /api, not under /assets, and not a file name (a stale asset after a rebuild). */
export function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}

/**
 * The landing routes' own pages the build wrote (`pages/login.html` for /login, `pages/index.html` for /):
 * index.html with the route's chunks preloaded by `<link>`s (apps/web/vite.config.ts `preloadRoutes`).
 */
function landingPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'pages');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  return new Map(files.map((f) => [f === 'index.html' ? '/' : `/${f.slice(0, -5)}`, `pages/${f}`]));
}

/** Serves the built web app with an SPA fallback; unknown /api paths answer -1, unknown files a plain 404. */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(webDist);
  const pages = hasWeb ? landingPages(webDist) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each text asset (apps/web/vite.config.ts): sent when accepted.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && hasWeb && isPage && isSpaPath(request.url)) {
      const page = pages.get(request.url.split('?')[0] ?? '') ?? 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page, { cacheControl: false });
    }
    if (!isApi) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(404).send({ status: false, code: ErrorCode.invalidController, data: null });
  });
}
