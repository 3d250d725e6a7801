import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@poolside/contract/dashboard';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireScope } from '../auth/index.ts';
import { getDashboard } from './dashboard-service.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dashboard',
      { schema: { tags: ['dashboard'], response: responses(dashboardSchema) } },
      async (request) => {
        const actor = actorOf(request);
        requireScope(actor, 'read');
        return ok(await getDashboard(deps, actor));
      },
    );
}
