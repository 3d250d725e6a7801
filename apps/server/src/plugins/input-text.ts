import { unsafeTextField } from '@poolside/contract/text';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../lib/app-error.ts';

/**
 * Refuses a NUL byte or a lone surrogate in any string of an /api request's path parameters, query or JSON
 * body with -6 naming the field, for every route at once: before validation, so no route's schema
 * has to remember it. (A multipart file name arrives without its NUL bytes: busboy drops them.)
 */
export function registerInputTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.is404 || !request.url.startsWith('/api/')) return done();
    const field =
      unsafeTextField(request.params) ?? unsafeTextField(request.query) ?? unsafeTextField(request.body);
    if (field === null) return done();
    done(field ? fieldError('invalid', field) : new AppError('invalid'));
  });
}
