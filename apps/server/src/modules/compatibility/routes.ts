import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pnParamSchema } from '@poolside/contract/catalogue';
import { compatibilityRowSchema } from '@poolside/contract/compatibility';
import type { Deps } from '../../deps.ts';
import { sendJson } from '../../lib/answer-cache.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCompatibilityJson } from './compatibility-service.ts';
import './reports.ts';

export async function compatibilityRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/compatibility/:pn',
    {
      config: { scope: 'read' },
      schema: {
        tags: ['compatibility'],
        params: pnParamSchema,
        response: responses(z.array(compatibilityRowSchema)),
      },
    },
    async (request, reply) => {
      actorOf(request);
      // Written through the response schema and kept per instance (compatibility-service.ts): sent as is.
      return sendJson(reply, await getCompatibilityJson(deps, request.params.pn));
    },
  );
}
