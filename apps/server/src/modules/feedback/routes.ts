import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  feedbackBodySchema,
  feedbackCreatedSchema,
  feedbackHandlingBodySchema,
  feedbackListQuerySchema,
  feedbackReportSchema,
} from '@poolside/contract/feedback';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createFeedback } from './create-service.ts';
import { getFeedback } from './get-service.ts';
import { handleFeedback } from './handle-service.ts';
import { listFeedback } from './list-service.ts';
import './reports.ts';

/** Customer feedback (spec 03): GET/PUT feedback, GET/POST feedback/{id}. */
export async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];
  api.get(
    '/feedback',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: feedbackListQuerySchema,
        response: responses(caches.feedbackPages.schema),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { query } = request;
      return cachedAnswer(reply, deps.db, caches.feedbackPages, [actor, query], () =>
        listFeedback(deps, actor, query),
      );
    },
  );
  api.put(
    '/feedback',
    {
      config: { scope: 'write' },
      schema: { tags, body: feedbackBodySchema, response: responses(feedbackCreatedSchema) },
    },
    async (request) => ok(await createFeedback(deps, actorOf(request), request.body)),
  );
  api.get(
    '/feedback/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(feedbackReportSchema) },
    },
    async (request) => ok(await getFeedback(deps, actorOf(request), request.params.id)),
  );
  api.post(
    '/feedback/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: feedbackHandlingBodySchema,
        response: responses(feedbackReportSchema),
      },
    },
    async (request) =>
      ok(await handleFeedback(deps, actorOf(request), request.params.id, request.body, request.id)),
  );
}
