import {
  notificationActionAnswerSchema,
  notificationActionSchema,
  notificationListsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSummarySchema,
} from '@poolside/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { sendJson } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { applyNotificationAction } from './action-service.ts';
import { notificationListsJson, notificationPage, notificationSummaryJson } from './list-service.ts';

export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    {
      config: { scope: 'read' },
      schema: { tags: ['notifications'], response: responses(notificationListsSchema) },
    },
    // The newest 20 of each list, kept per instance (list-service.ts): sent as is.
    async (request, reply) => sendJson(reply, await notificationListsJson(deps, actorOf(request))),
  );
  r.get(
    '/notifications/summary',
    {
      config: { scope: 'read' },
      schema: { tags: ['notifications'], response: responses(notificationSummarySchema) },
    },
    // Written through the response schema and kept per instance (list-service.ts): sent as is.
    async (request, reply) => sendJson(reply, await notificationSummaryJson(deps, actorOf(request))),
  );
  r.get(
    '/notifications/page',
    {
      config: { scope: 'read' },
      schema: {
        tags: ['notifications'],
        querystring: notificationPageQuerySchema,
        response: responses(notificationPageSchema),
      },
    },
    async (request) => ok(await notificationPage(deps, actorOf(request), request.query)),
  );
  r.post(
    '/notifications',
    {
      config: { scope: 'write' },
      schema: {
        tags: ['notifications'],
        body: notificationActionSchema,
        response: responses(notificationActionAnswerSchema),
      },
    },
    async (request) => ok(await applyNotificationAction(deps, actorOf(request), request.body)),
  );
}
