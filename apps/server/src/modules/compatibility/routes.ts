import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pnParamSchema } from '@poolside/contract/catalogue';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCompatibility } from './compatibility-service.ts';
import './reports.ts';

export async function compatibilityRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/compatibility/:pn',
    {
      config: { scope: 'read' },
      schema: {
        tags: ['compatibility'],
        params: pnParamSchema,
        response: responses(caches.compatibility.schema),
      },
    },
    async (request, reply) => {
      actorOf(request);
      const { pn } = request.params;
      return cachedAnswer(reply, deps.db, caches.compatibility, [pn], () => getCompatibility(deps, pn));
    },
  );
}
