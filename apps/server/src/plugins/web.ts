import { existsSync } from 'node:fs';
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

/** Serves the built web app with an SPA fallback; unknown /api paths answer -1, unknown files a plain 404. */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(webDist);
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
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    if (!isApi) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(404).send({ status: false, code: ErrorCode.invalidController, data: null });
  });
}
