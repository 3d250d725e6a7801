import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pnParamSchema } from '@poolside/contract/catalogue';
import { compatibilityRowSchema } from '@poolside/contract/compatibility';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCompatibility } from './compatibility-service.ts';
import './reports.ts';

export async function compatibilityRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/compatibility/:pn',
    {
      schema: {
        tags: ['compatibility'],
        params: pnParamSchema,
        response: responses(z.array(compatibilityRowSchema)),
      },
    },
    async (request) => {
      actorOf(request);
      return ok(await getCompatibility(deps, request.params.pn));
    },
  );
}
