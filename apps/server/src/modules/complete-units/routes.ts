import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeUnitBodySchema,
  completeUnitCreatedSchema,
  completeUnitSchema,
  unitListQuerySchema,
  unitOptionsSchema,
  unitPageSchema,
} from '@poolside/contract/complete-units';
import { idParamSchema } from '@poolside/contract/envelope';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireScope } from '../auth/index.ts';
import { createUnitRequest } from './create-service.ts';
import { getUnitRequest } from './get-service.ts';
import { listUnitRequests } from './list-service.ts';
import { listUnitOptions } from './options-service.ts';
import './reports.ts';
import { updateUnitRequest } from './update-service.ts';

function writer(request: FastifyRequest) {
  const actor = actorOf(request);
  requireScope(actor, 'write');
  return actor;
}

/** Complete-unit return requests (spec 02): GET/PUT completeUnits, GET/POST completeUnits/{id}. */
export async function completeUnitRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['complete-units'];
  api.get(
    '/completeUnits/options',
    { schema: { tags, response: responses(unitOptionsSchema) } },
    async (request) => ok(await listUnitOptions(deps.db, actorOf(request).language)),
  );
  api.get(
    '/completeUnits',
    { schema: { tags, querystring: unitListQuerySchema, response: responses(unitPageSchema) } },
    async (request) => ok(await listUnitRequests(deps, actorOf(request), request.query)),
  );
  api.put(
    '/completeUnits',
    { schema: { tags, body: completeUnitBodySchema, response: responses(completeUnitCreatedSchema) } },
    async (request) => ok(await createUnitRequest(deps, writer(request), request.body)),
  );
  api.get(
    '/completeUnits/:id',
    { schema: { tags, params: idParamSchema, response: responses(completeUnitSchema) } },
    async (request) => ok(await getUnitRequest(deps, actorOf(request), request.params.id)),
  );
  api.post(
    '/completeUnits/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: completeUnitBodySchema,
        response: responses(completeUnitSchema),
      },
    },
    async (request) =>
      ok(await updateUnitRequest(deps, writer(request), request.params.id, request.body, request.id)),
  );
}
