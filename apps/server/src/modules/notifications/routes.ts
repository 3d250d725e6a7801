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
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { applyNotificationAction } from './action-service.ts';
import { listNotifications, notificationPage, notificationSummary } from './list-service.ts';

export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    { schema: { tags: ['notifications'], response: responses(notificationListsSchema) } },
    async (request) => ok(await listNotifications(deps, actorOf(request))),
  );
  r.get(
    '/notifications/summary',
    { schema: { tags: ['notifications'], response: responses(notificationSummarySchema) } },
    async (request) => ok(await notificationSummary(deps, actorOf(request))),
  );
  r.get(
    '/notifications/page',
    {
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
      schema: {
        tags: ['notifications'],
        body: notificationActionSchema,
        response: responses(notificationActionAnswerSchema),
      },
    },
    async (request) => ok(await applyNotificationAction(deps, actorOf(request), request.body)),
  );
}
