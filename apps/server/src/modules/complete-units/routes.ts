import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeUnitBodySchema,
  completeUnitCreatedSchema,
  completeUnitSchema,
  unitListQuerySchema,
  unitOptionsSchema,
} from '@poolside/contract/complete-units';
import { idParamSchema } from '@poolside/contract/envelope';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createUnitRequest } from './create-service.ts';
import { getUnitRequest } from './get-service.ts';
import { listUnitRequests } from './list-service.ts';
import { listUnitOptions } from './options-service.ts';
import './reports.ts';
import { updateUnitRequest } from './update-service.ts';

/** Complete-unit return requests (spec 02): GET/PUT completeUnits, GET/POST completeUnits/{id}. */
export async function completeUnitRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['complete-units'];
  api.get(
    '/completeUnits/options',
    { config: { scope: 'read' }, schema: { tags, response: responses(unitOptionsSchema) } },
    async (request) => ok(await listUnitOptions(deps.db, actorOf(request).language)),
  );
  api.get(
    '/completeUnits',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: unitListQuerySchema,
        response: responses(caches.completeUnitPages.schema),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { query } = request;
      return cachedAnswer(reply, deps.db, caches.completeUnitPages, [actor, query], () =>
        listUnitRequests(deps, actor, query),
      );
    },
  );
  api.put(
    '/completeUnits',
    {
      config: { scope: 'write' },
      schema: { tags, body: completeUnitBodySchema, response: responses(completeUnitCreatedSchema) },
    },
    async (request) => ok(await createUnitRequest(deps, actorOf(request), request.body)),
  );
  api.get(
    '/completeUnits/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(completeUnitSchema) },
    },
    async (request) => ok(await getUnitRequest(deps, actorOf(request), request.params.id)),
  );
  api.post(
    '/completeUnits/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: completeUnitBodySchema,
        response: responses(completeUnitSchema),
      },
    },
    async (request) =>
      ok(await updateUnitRequest(deps, actorOf(request), request.params.id, request.body, request.id)),
  );
}
