import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { recordPageView } from './events-service.ts';

export async function statisticsRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/statistics/pageView',
    {
      schema: {
        tags: ['statistics'],
        body: z.object({ path: z.string().min(1).max(500).startsWith('/') }),
        response: responses(z.null()),
      },
    },
    async (request) => {
      await recordPageView(deps, actorOf(request), request.body.path);
      return ok(null);
    },
  );
}
