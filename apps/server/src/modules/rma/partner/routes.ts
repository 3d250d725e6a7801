// The RMA routes of the spec's partner endpoints (/rma/line, /rma/not_sent, /rma/requests, /rma/history). Some
// of them also serve the maker's staff (`?admin=true` views: requireAdminIf); the admin's endpoints, and
// POST /rma/line/{ids} (the line decision, which is also the partner's line edit), are in admin/routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFlagQuerySchema,
  notSentListQuerySchema,
  notSentSummarySchema,
} from '@poolside/contract/admin-rma';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  repairHistoryBodySchema,
  repairHistoryLineSchema,
  rmaLinePageSchema,
  rmaLineSchema,
  rmaListQuerySchema,
  rmaWithLinesSchema,
  robotSnParamSchema,
  saveRepairsBodySchema,
  sendRmaAnswerSchema,
  sendRmaBodySchema,
} from '@poolside/contract/repairs';
import type { Deps } from '../../../deps.ts';
import { caches } from '../../../caches.ts';
import { cachedAnswer } from '../../../lib/answer-cache.ts';
import { ok } from '../../../lib/presenter.ts';
import { responses } from '../../../lib/route-schemas.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { requireAdmin } from '../../access/index.ts';
import { summarizeNotSent } from '../not-sent-summary-service.ts';
import { requireAdminIf } from '../policy.ts';
import { searchRepairHistory } from './history-service.ts';
import { deleteLine, getLine } from '../line-service.ts';
import { listNotSent } from '../not-sent-service.ts';
import { requireRepairsReporter } from '../policy.ts';
import './reports.ts';
import { getRma } from '../rma-list-service.ts';
import { pageRmas } from '../rma-page.ts';
import { saveRepairs } from './save-repairs-service.ts';
import { sendRma } from './send-rma-service.ts';

const tags = ['repairs'];

export async function rmaPartnerRoutes(app: FastifyInstance, deps: Deps) {
  repairRoutes(app, deps);
  lineRoutes(app, deps);
  rmaRoutes(app, deps);
}

/** A robot's repairs saved as lines, and the lines not yet sent. */
function repairRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    // `:id` is the robot's serial number here (the other /rma/line/:id routes take line ids): one parameter
    // name per path, so the API description has no two paths identical but for it.
    '/rma/line/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: z.object({ id: robotSnParamSchema.shape.robotSN.describe('The robot serial number') }),
        body: saveRepairsBodySchema,
        response: responses(z.array(rmaLineSchema)),
      },
    },
    async (request) => {
      const actor = requireRepairsReporter(actorOf(request));
      return ok(await saveRepairs(deps, actor, request.params.id, request.body));
    },
  );

  r.get(
    '/rma/not_sent',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: notSentListQuerySchema,
        // admin=true: the per-customer summary (its green/red keys tell it apart from a page of lines).
        response: responses(z.union([notSentSummarySchema, rmaLinePageSchema])),
      },
    },
    async (request, reply) => {
      if (request.query.admin) {
        const actor = requireAdmin(actorOf(request));
        const { query } = request;
        return cachedAnswer(reply, deps.db, caches.notSentSummary, [actor, query], () =>
          summarizeNotSent(deps, actor, query),
        );
      }
      return ok(await listNotSent(deps, actorOf(request), request.query));
    },
  );
}

/** One line: read and delete (its edit and the admin's decision: admin/routes.ts). */
function lineRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rma/line/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(rmaLineSchema) },
    },
    async (request) => ok(await getLine(deps, actorOf(request), request.params.id)),
  );

  r.delete(
    '/rma/line/:id',
    { config: { scope: 'write' }, schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteLine(deps, requireRepairsReporter(actorOf(request)), request.params.id);
      return ok(null);
    },
  );
}

/** RMAs: send, list, read, and the repair history search. */
function rmaRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/rma/requests',
    {
      config: { scope: 'write' },
      schema: { tags, body: sendRmaBodySchema, response: responses(sendRmaAnswerSchema) },
    },
    async (request) => ok(await sendRma(deps, requireRepairsReporter(actorOf(request)), request.body)),
  );

  r.get(
    '/rma/requests',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: rmaListQuerySchema, response: responses(caches.rmaPages.schema) },
    },
    async (request, reply) => {
      const actor = requireAdminIf(request.query.admin, actorOf(request));
      const params = request.query;
      return cachedAnswer(reply, deps.db, caches.rmaPages, [actor, params], () =>
        pageRmas(deps.db, actor, params),
      );
    },
  );

  r.get(
    '/rma/requests/unfinished',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: rmaListQuerySchema, response: responses(caches.rmaPages.schema) },
    },
    async (request, reply) => {
      const actor = requireAdminIf(request.query.admin, actorOf(request));
      const params = { ...request.query, finished: false };
      return cachedAnswer(reply, deps.db, caches.rmaPages, [actor, params], () =>
        pageRmas(deps.db, actor, params),
      );
    },
  );

  r.get(
    '/rma/requests/:id',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: adminFlagQuerySchema,
        response: responses(rmaWithLinesSchema),
      },
    },
    async (request) =>
      ok(await getRma(deps, requireAdminIf(request.query.admin, actorOf(request)), request.params.id)),
  );

  r.post(
    '/rma/history',
    {
      config: { scope: 'read' },
      schema: { tags, body: repairHistoryBodySchema, response: responses(z.array(repairHistoryLineSchema)) },
    },
    async (request) => ok(await searchRepairHistory(deps, actorOf(request), request.body)),
  );
}
