import {
  notificationActionAnswerSchema,
  notificationActionSchema,
  notificationListsSchema,
} from '@poolside/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { applyNotificationAction } from './action-service.ts';
import { listNotifications } from './list-service.ts';

export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    { schema: { tags: ['notifications'], response: responses(notificationListsSchema) } },
    async (request) => ok(await listNotifications(deps, actorOf(request))),
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
