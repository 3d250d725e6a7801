import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caches } from '../../caches.ts';
import type { Deps } from '../../deps.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard-service.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      config: { scope: 'read' },
      schema: { tags: ['dashboard'], response: responses(caches.dashboard.schema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      return cachedAnswer(reply, deps.db, caches.dashboard, [actor], () => getDashboard(deps, actor));
    },
  );
}
