import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@poolside/contract/errors';

/** Serves the built web app with an SPA fallback; unknown /api paths answer -1. */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ status: false, code: ErrorCode.invalidController, data: null });
  });
}
