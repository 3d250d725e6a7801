import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Security headers with a CSP that allows no inline script, and a CSRF check on cookie requests. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a'));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(config.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: config.recaptcha ? ['https://www.google.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigins = new Set([originOf(config.publicUrl)].filter((o): o is string => o !== null));

  // A browser sends Sec-Fetch-Site and Origin; a state change carried by our cookie must come from our own pages.
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      throw new AppError('permissionDenied', { field: 'origin' });
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowedOrigins.has(origin))
        throw new AppError('permissionDenied', { field: 'origin' });
    } else if (origin === 'null') {
      throw new AppError('permissionDenied', { field: 'origin' });
    }
  });
}
