import {
  notificationActionAnswerSchema,
  notificationActionSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
} from '@poolside/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { applyNotificationAction } from './action-service.ts';
import { listNotifications, notificationPage, notificationSummary } from './list-service.ts';

export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    {
      config: { scope: 'read' },
      schema: { tags: ['notifications'], response: responses(caches.notificationLists.schema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedAnswer(reply, deps.db, caches.notificationLists, [actor], () =>
        listNotifications(deps, actor),
      );
    },
  );
  r.get(
    '/notifications/summary',
    {
      config: { scope: 'read' },
      schema: { tags: ['notifications'], response: responses(caches.notificationBell.schema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedAnswer(reply, deps.db, caches.notificationBell, [actor], () =>
        notificationSummary(deps, actor),
      );
    },
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
