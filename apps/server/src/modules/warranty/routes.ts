import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@poolside/contract/constants';
import { snParamSchema } from '@poolside/contract/catalogue';
import './reports.ts';
import {
  manualWarrantyBodySchema,
  robotItemQuerySchema,
  robotItemSchema,
  warrantyReviewBodySchema,
  warrantyUpdateBodySchema,
  warrantyUpdateSchema,
  warrantyUpdatesFromSchema,
  warrantyUpdatesPageSchema,
  warrantyUpdatesQuerySchema,
} from '@poolside/contract/warranty';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { utcDateOf } from '../../lib/dates.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin, requireTopAdmin } from '../access/index.ts';
import { setManualWarranty } from './manual-warranty-service.ts';
import { reviewWarrantyUpdate } from './review-warranty-service.ts';
import { getRobotBySn } from './robot-lookup-service.ts';
import { checkWarrantyEligibility, updateWarranty } from './update-warranty-service.ts';
import {
  countWarrantyUpdates,
  deleteWarrantyUpdate,
  getWarrantyUpdate,
  listWarrantyUpdates,
} from './warranty-updates-service.ts';

const tags = ['warranty'];

export async function warrantyRoutes(app: FastifyInstance, deps: Deps) {
  robotRoutes(app, deps);
  updateRoutes(app, deps);
  claimRoutes(app, deps);
}

/** A robot by serial number and its manual warranty. */
function robotRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/robots/sn/:sn',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: snParamSchema,
        querystring: robotItemQuerySchema,
        response: responses(caches.robotBySn.schema),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { sn } = request.params;
      const { byAutoComplete } = request.query;
      const today = utcDateOf(deps.clock.now());
      return cachedAnswer(reply, deps.db, caches.robotBySn, [actor, sn, today, byAutoComplete], () =>
        getRobotBySn(deps, actor, sn, today, byAutoComplete),
      );
    },
  );

  r.post(
    '/robots/sn/:sn/manualWarranty',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: snParamSchema,
        body: manualWarrantyBodySchema,
        response: responses(caches.robotBySn.schema),
      },
    },
    async (request) => {
      const actor = requireTopAdmin(actorOf(request));
      return ok(await setManualWarranty(deps, actor, request.params.sn, request.body));
    },
  );
}

/** Warranty updates: list, count, since a moment. */
function updateRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/warranty/updates',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: warrantyUpdatesQuerySchema,
        response: responses(warrantyUpdatesPageSchema),
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      const from = page ? (page - 1) * (query.pageSize ?? limits.warrantyUpdatesPageSize) : 0;
      return ok(await listWarrantyUpdates(deps, actorOf(request), from, query));
    },
  );

  r.get(
    '/warranty/updates/count',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: warrantyUpdatesQuerySchema,
        response: responses(z.object({ count: z.number().int() })),
      },
    },
    async (request) => ok({ count: await countWarrantyUpdates(deps, actorOf(request), request.query) }),
  );

  r.get(
    '/warranty/updates/:from',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: warrantyUpdatesFromSchema,
        querystring: warrantyUpdatesQuerySchema,
        response: responses(warrantyUpdatesPageSchema),
      },
    },
    async (request) =>
      ok(await listWarrantyUpdates(deps, actorOf(request), request.params.from, request.query)),
  );
}

/** A robot's warranty: read, eligibility, claim, review, delete. */
function claimRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/warranty/:sn',
    {
      config: { scope: 'read' },
      schema: { tags, params: snParamSchema, response: responses(warrantyUpdateSchema) },
    },
    async (request) => ok(await getWarrantyUpdate(deps, actorOf(request), request.params.sn)),
  );

  r.get(
    '/warranty/:sn/eligibility',
    {
      config: { scope: 'read' },
      schema: { tags, params: snParamSchema, response: responses(robotItemSchema) },
    },
    async (request) => ok(await checkWarrantyEligibility(deps, actorOf(request), request.params.sn)),
  );

  r.post(
    '/warranty/:sn',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: snParamSchema,
        body: warrantyUpdateBodySchema,
        response: responses(caches.robotBySn.schema),
      },
    },
    async (request) => ok(await updateWarranty(deps, actorOf(request), request.params.sn, request.body)),
  );

  r.post(
    '/warranty/:sn/review',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: snParamSchema,
        body: warrantyReviewBodySchema,
        response: responses(warrantyUpdateSchema),
      },
    },
    async (request) => {
      const actor = requireAdmin(actorOf(request));
      return ok(await reviewWarrantyUpdate(deps, actor, request.params.sn, request.body));
    },
  );

  r.delete(
    '/warranty/:sn',
    { config: { scope: 'write' }, schema: { tags, params: snParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteWarrantyUpdate(deps, requireAdmin(actorOf(request)), request.params.sn);
      return ok(null);
    },
  );
}
