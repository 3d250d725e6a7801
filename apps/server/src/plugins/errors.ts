import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, httpStatusOf } from '@poolside/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorData } from '../lib/app-error.ts';
import { inputIssuesError, valueAt } from '../lib/input-issues.ts';

type ValidationIssue = { instancePath?: string; keyword?: string; params?: Record<string, unknown> };

function send(reply: FastifyReply, code: number, data: AppErrorData, httpStatus?: number) {
  return reply.code(httpStatus ?? httpStatusOf(code)).send({ status: false, code, data });
}

function pathOf(issue: ValidationIssue): string[] {
  const raw = issue.instancePath ?? '';
  const parts = raw.split('/').filter(Boolean);
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') parts.push(missing);
  return parts;
}

/**
 * Fastify's validation failure as the catalogue answer (lib/input-issues.ts). A rule whose value is not at its
 * path in the request (a report parameter read from the name/value list) gives it, and its reason, in the
 * issue's own `params` (`{ value, reason }`).
 */
function validationToAppError(request: FastifyRequest, err: FastifyError): AppError {
  const context = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  // Fastify names the query string's context "querystring" but keeps the values in request.query.
  const source = (request as unknown as Record<string, unknown>)[
    context === 'querystring' ? 'query' : context
  ];
  const issues = ((err.validation ?? []) as ValidationIssue[]).map((issue) => {
    const path = pathOf(issue);
    const own = issue.params?.params as { value?: unknown; reason?: unknown } | undefined;
    return {
      path,
      value: own && 'value' in own ? own.value : valueAt(source, path),
      reason: typeof own?.reason === 'string' ? own.reason : undefined,
    };
  });
  return inputIssuesError(issues);
}

const dbUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
  '53300',
  // statement_timeout and idle_in_transaction_session_timeout: the database is not answering in time.
  '57014',
  '25P03',
]);

// node-postgres reports a lost or never-answered connection by message only.
const dbUnavailableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/**
 * Whether the error, or an error on its `cause` chain (drizzle wraps the driver's error), says the database
 * cannot be reached or did not answer in time: the spec's -3 with HTTP 503, not -10.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && dbUnavailableCodes.has(code)) return true;
    if (typeof message === 'string' && dbUnavailableMessage.test(message)) return true;
    current = cause;
  }
  return false;
}

// A full disk or quota where files are written: the service cannot take the file now (-3, 503), not a fault.
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT']);

/** Whether the error, or one on its `cause` chain, says the file storage has no room left. */
export function isStorageFull(err: unknown): boolean {
  let current = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && storageFullCodes.has(code)) return true;
    current = cause;
  }
  return false;
}

/** Turns every failure into the envelope with the catalogue code and its HTTP status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.data?.retryAfter) reply.header('Retry-After', String(err.data.retryAfter));
      return send(reply, err.code, err.data, err.httpStatus);
    }
    if (err.validation) {
      const appErr = validationToAppError(request, err);
      return send(reply, appErr.code, appErr.data);
    }
    if (err.statusCode === 429) {
      return send(reply, ErrorCode.loginFailed, null, 429);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, ErrorCode.typeInvalid, null, 415);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, ErrorCode.invalid, null, 413);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, ErrorCode.invalid, null);
      case 'FST_ERR_HANDLER_TIMEOUT':
        request.log.warn({ url: request.url }, 'request timed out');
        return send(reply, ErrorCode.databaseConnection, null);
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, ErrorCode.fileInvalid, null);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return send(reply, ErrorCode.databaseConnection, null);
    }
    if (isStorageFull(err)) {
      request.log.error({ err }, 'file storage full');
      return send(reply, ErrorCode.databaseConnection, null);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, ErrorCode.invalid, null, err.statusCode);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, ErrorCode.fatal, null);
  });
}

const envelopeOf = (code: number) => JSON.stringify({ status: false, code, data: null });

/**
 * Fastify's own refusals before routing: a URL that does not decode (400) and a path parameter over
 * the length limit (414, without echoing the URL) answer the envelope like any other /api answer, with
 * the request's id.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const code = status === 500 ? ErrorCode.fatal : ErrorCode.invalid;
  // No hook runs for these: the request id header is set here (the request's log lines carry the same id).
  return reply
    .code(status)
    .header('X-Request-Id', request.id)
    .type('application/json; charset=utf-8')
    .send(envelopeOf(code));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request: headers too large (431), a request
 * too slow to arrive (408), anything malformed (400), answered in the envelope and the connection closed.
 */
export function clientErrorEnvelope(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = envelopeOf(ErrorCode.invalid);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
