import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * Helmet's headers for these options, computed once: helmet itself rebuilds the CSP string on every request,
 * which cost ~5% of CPU on the health route under load. The headers do not vary by request (no nonces).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  let isDone = false;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Security headers with a CSP that allows no inline script, and a CSRF check on cookie requests. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a'));
  const headers = staticSecurityHeaders({
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
  const headerEntries = Object.entries(headers);

  const allowedOrigins = new Set([originOf(config.publicUrl)].filter((o): o is string => o !== null));

  // One synchronous hook per request: the headers, then (state changes only) the CSRF check.
  // A browser sends Sec-Fetch-Site and Origin; a state change carried by our cookie must come from our own pages.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headerEntries) raw.setHeader(name, value);
    if (!unsafeMethods.has(request.method)) return done();
    if (!request.url.startsWith('/api/')) return done();
    if (request.headers.authorization?.startsWith('Bearer ')) return done();
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return done(new AppError('permissionDenied', { field: 'origin' }));
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
      if (!sameHost && !allowedOrigins.has(origin))
        return done(new AppError('permissionDenied', { field: 'origin' }));
    } else if (origin === 'null') {
      return done(new AppError('permissionDenied', { field: 'origin' }));
    }
    done();
  });
}
