import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffSearchAnswerSchema, staffSearchQuerySchema } from '@poolside/contract/companies';
import type { Deps } from '../../deps.ts';
import { sendJson } from '../../lib/answer-cache.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../auth/index.ts';
import { staffSearchJson } from './search-service.ts';

/** The top bar's staff search (issue 18): provider staff (types 1, 2) only; anyone else -11. */
export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/search',
    {
      config: { scope: 'read' },
      schema: {
        tags: ['search'],
        querystring: staffSearchQuerySchema,
        response: responses(staffSearchAnswerSchema),
      },
    },
    // Written through the response schema and kept per instance (search-service.ts): sent as is.
    async (request, reply) => {
      requireAdmin(actorOf(request));
      return sendJson(reply, await staffSearchJson(deps, request.query.q));
    },
  );
}
