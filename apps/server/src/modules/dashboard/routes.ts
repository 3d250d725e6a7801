import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@poolside/contract/dashboard';
import type { Deps } from '../../deps.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getDashboardJson } from './dashboard-service.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dashboard',
      { config: { scope: 'read' }, schema: { tags: ['dashboard'], response: responses(dashboardSchema) } },
      async (request, reply) => {
        const actor = actorOf(request);
        // Already written through the response schema (dashboard-service.ts): sent as is, not serialised again.
        const json = await getDashboardJson(deps, actor);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
}
