import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffSearchQuerySchema } from '@poolside/contract/companies';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../access/index.ts';
import { staffSearch } from './search-service.ts';

/** The top bar's staff search: provider staff (types 1, 2) only; anyone else -11. */
export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/search',
    {
      config: { scope: 'read' },
      schema: {
        tags: ['search'],
        querystring: staffSearchQuerySchema,
        response: responses(caches.staffSearch.schema),
      },
    },
    async (request, reply) => {
      requireAdmin(actorOf(request));
      const { q } = request.query;
      return cachedAnswer(reply, deps.db, caches.staffSearch, [q], () => staffSearch(deps, q));
    },
  );
}
