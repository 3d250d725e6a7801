import { ErrorCode, httpStatusOf } from '@poolside/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorData } from '../lib/app-error.ts';

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

function lookUp(source: unknown, parts: string[]): unknown {
  let cur: unknown = source;
  for (const p of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** -12 when a named field is absent or empty, -6 when it is present but invalid. */
function validationToAppError(request: FastifyRequest, err: FastifyError): AppError {
  const context = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  // Fastify names the query string's context "querystring" but keeps the values in request.query.
  const source = (request as unknown as Record<string, unknown>)[
    context === 'querystring' ? 'query' : context
  ];
  const issues = (err.validation ?? []) as ValidationIssue[];
  const fields = [...new Set(issues.map((i) => pathOf(i).join('.')).filter(Boolean))];
  const isMissing = issues.every((i) => {
    const value = lookUp(source, pathOf(i));
    return value === undefined || value === null || value === '';
  });
  return new AppError(isMissing && fields.length > 0 ? 'fieldRequired' : 'missingParams', {
    field: fields[0],
    fields,
  });
}

const dbUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '53300',
]);

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
        return send(reply, ErrorCode.missingParams, null, 413);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, ErrorCode.missingParams, null);
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, ErrorCode.fileInvalid, null);
    }
    const dbCode = (err as { code?: string }).code;
    if (dbCode && dbUnavailableCodes.has(dbCode)) {
      request.log.error({ err }, 'database unavailable');
      return send(reply, ErrorCode.databaseConnection, null);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, ErrorCode.missingParams, null, err.statusCode);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, ErrorCode.fatal, null);
  });
}
