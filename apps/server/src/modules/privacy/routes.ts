import { eraseBodySchema, eraseResultSchema } from '@poolside/contract/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { requireTopAdmin } from '../access/index.ts';
import { erasePersonalData } from './erase-service.ts';

/** Erasure of an end customer's contact details on request: provider administrators (type 1) only, -11 else. */
export async function privacyRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/privacy/erase',
    {
      config: { scope: 'write' },
      schema: { tags: ['privacy'], body: eraseBodySchema, response: responses(eraseResultSchema) },
    },
    async (request) => {
      const actor = requireTopAdmin(request.actor);
      return ok(await erasePersonalData(deps, actor, request.body, request.id));
    },
  );
}
