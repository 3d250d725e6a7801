import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  feedbackBodySchema,
  feedbackCreatedSchema,
  feedbackHandlingBodySchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReportSchema,
} from '@poolside/contract/feedback';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireScope } from '../auth/index.ts';
import { createFeedback } from './create-service.ts';
import { getFeedback } from './get-service.ts';
import { handleFeedback } from './handle-service.ts';
import { listFeedback } from './list-service.ts';
import './reports.ts';

function writer(request: FastifyRequest) {
  const actor = actorOf(request);
  requireScope(actor, 'write');
  return actor;
}

/** Customer feedback (spec 03): GET/PUT feedback, GET/POST feedback/{id}. */
export async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];
  api.get(
    '/feedback',
    { schema: { tags, querystring: feedbackListQuerySchema, response: responses(feedbackPageSchema) } },
    async (request) => ok(await listFeedback(deps, actorOf(request), request.query)),
  );
  api.put(
    '/feedback',
    { schema: { tags, body: feedbackBodySchema, response: responses(feedbackCreatedSchema) } },
    async (request) => ok(await createFeedback(deps, writer(request), request.body)),
  );
  api.get(
    '/feedback/:id',
    { schema: { tags, params: idParamSchema, response: responses(feedbackReportSchema) } },
    async (request) => ok(await getFeedback(deps, actorOf(request), request.params.id)),
  );
  api.post(
    '/feedback/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: feedbackHandlingBodySchema,
        response: responses(feedbackReportSchema),
      },
    },
    async (request) =>
      ok(await handleFeedback(deps, writer(request), request.params.id, request.body, request.id)),
  );
}
