import { qaParamsSchema } from '@poolside/contract/dashboard';
import { qaParamsInputSchema } from '@poolside/contract/qa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../access/index.ts';
import { presentQaParams } from './presenter.ts';
import { getQaParams, saveQaParams } from './qa-params-service.ts';

/** The QA parameters screen (/admin/qaManagement): provider staff only (-11). */
export async function qaRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qa'];
  api.get(
    '/dashboard/qaParams',
    { config: { scope: 'read' }, schema: { tags, response: responses(qaParamsSchema) } },
    async (request) => {
      requireAdmin(request.actor);
      return ok(presentQaParams(await getQaParams(deps)));
    },
  );
  api.post(
    '/dashboard/qaParams',
    {
      config: { scope: 'write' },
      schema: { tags, body: qaParamsInputSchema, response: responses(qaParamsSchema) },
    },
    async (request) => {
      const actor = requireAdmin(request.actor);
      return ok(presentQaParams(await saveQaParams(deps, actor, request.body, request.id)));
    },
  );
}
