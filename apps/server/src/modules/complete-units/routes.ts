import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeUnitBodySchema,
  completeUnitCreatedSchema,
  completeUnitSchema,
  unitListQuerySchema,
  unitOptionsSchema,
  unitSerialCheckQuerySchema,
  unitSerialCheckSchema,
} from '@poolside/contract/complete-units';
import { idParamSchema } from '@poolside/contract/envelope';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createUnitRequest } from './create-service.ts';
import { replyFile } from '../../lib/reply-file.ts';
import { getUnitRequest } from './get-service.ts';
import { getUnitInvoice } from './invoice-service.ts';
import { listUnitRequests } from './list-service.ts';
import { listUnitOptions } from './options-service.ts';
import { checkUnitSerial } from './robot-check.ts';
import './reports.ts';
import { updateUnitRequest } from './update-service.ts';

/**
 * Complete-unit return requests (spec 02): GET/PUT completeUnits, GET/POST completeUnits/{id}; ours: the
 * request's invoice (GET completeUnits/{id}/invoice) and the wizard's serial check (GET completeUnits/check).
 */
export async function completeUnitRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['complete-units'];
  api.get(
    '/completeUnits/options',
    { config: { scope: 'read' }, schema: { tags, response: responses(unitOptionsSchema) } },
    async (request) => ok(await listUnitOptions(deps.db, actorOf(request).language)),
  );
  // Changes nothing (GET): the wizard asks it when its robot stage is left, the save checks the same.
  api.get(
    '/completeUnits/check',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: unitSerialCheckQuerySchema, response: responses(unitSerialCheckSchema) },
    },
    async (request) => ok(await checkUnitSerial(deps, actorOf(request), request.query)),
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
  api.get(
    '/completeUnits/:id/invoice',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, params: idParamSchema } },
    async (request, reply) =>
      replyFile(reply, await getUnitInvoice(deps, actorOf(request), request.params.id)),
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
