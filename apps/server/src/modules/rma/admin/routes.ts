import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFlagQuerySchema,
  customerParamSchema,
  lineIdsParamSchema,
  finishedCountSchema,
  finishedPageParamSchema,
  finishedQuerySchema,
  multipleStatusAnswerSchema,
  multipleStatusBodySchema,
  notSentByCustomerQuerySchema,
  statusParamSchema,
  updateRmaRequestBodySchema,
} from '@poolside/contract/admin-rma';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  rmaLinePageSchema,
  rmaLineSchema,
  rmaWithLinesSchema,
  updateRmaLineBodySchema,
} from '@poolside/contract/repairs';
import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { cachedAnswer } from '../../../lib/answer-cache.ts';
import { ok } from '../../../lib/presenter.ts';
import { caches } from '../../../caches.ts';
import { responses } from '../../../lib/route-schemas.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { requireAdmin } from '../../access/index.ts';
import { replyFile } from '../../../lib/reply-file.ts';
import { listCustomerNotSent } from './customer-lines-service.ts';
import { countFinishedRmas, listFinishedRmas } from './finished-list-service.ts';
import { getPackingSlip } from './packing-slip-service.ts';
import { requireAdminIf, requireRepairsReporter } from '../policy.ts';
import { updateLine } from '../partner/line-service.ts';
import { setLineStatus } from './line-status-service.ts';
import './reports.ts';
import { changeStatuses } from './status-change-service.ts';
import { updateRmaRequest } from './update-request-service.ts';

const tags = ['rma-admin'];

/** The admin RMA review (spec 03): not-sent lines by customer, status changes, finishing, history, slip. */
export async function rmaAdminRoutes(app: FastifyInstance, deps: Deps) {
  adminLineRoutes(app, deps);
  adminRmaRoutes(app, deps);
  lineDecisionRoute(app, deps);
}

/** A customer's unsent lines and the batched status change. */
function adminLineRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rma/not_sent/moovex/:id',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: customerParamSchema,
        querystring: notSentByCustomerQuerySchema,
        response: responses(rmaLinePageSchema),
      },
    },
    async (request) =>
      ok(await listCustomerNotSent(deps, requireAdmin(actorOf(request)), request.params.id, request.query)),
  );

  r.post(
    '/rma/multiple_status_change/:status',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: statusParamSchema,
        body: multipleStatusBodySchema,
        response: responses(multipleStatusAnswerSchema),
      },
    },
    async (request) =>
      ok(await changeStatuses(deps, requireAdmin(actorOf(request)), request.params.status, request.body.ids)),
  );
}

/** Finished RMAs, an RMA's review and its packing slip. */
function adminRmaRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rma/requests/finished/a/a/count',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: finishedQuerySchema, response: responses(finishedCountSchema) },
    },
    async (request) =>
      ok(await countFinishedRmas(deps, requireAdminIf(request.query.admin, actorOf(request)), request.query)),
  );

  r.get(
    '/rma/requests/finished/a/a/:page',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: finishedPageParamSchema,
        querystring: finishedQuerySchema,
        response: responses(caches.finishedRmaPages.schema),
      },
    },
    async (request, reply) => {
      const actor = requireAdminIf(request.query.admin, actorOf(request));
      const { page } = request.params;
      return cachedAnswer(reply, deps.db, caches.finishedRmaPages, [actor, page, request.query], () =>
        listFinishedRmas(deps, actor, page, request.query),
      );
    },
  );

  r.post(
    '/rma/requests/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: adminFlagQuerySchema,
        body: updateRmaRequestBodySchema,
        response: responses(rmaWithLinesSchema),
      },
    },
    async (request) =>
      ok(await updateRmaRequest(deps, requireAdmin(actorOf(request)), request.params.id, request.body)),
  );

  r.get(
    '/rma/requests/:id/packing-slip',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, params: idParamSchema } },
    async (request, reply) =>
      replyFile(reply, await getPackingSlip(deps, actorOf(request), request.params.id)),
  );
}

/**
 * POST /rma/line/{ids}: the admin's decision on lines (approve, reject, the manufacturer remark; comma-joined
 * ids decide a batch). The same endpoint is the partner's edit of one unsent line (without `onlyStatus`), which
 * the spec gave one URL: it is answered here, beside the other decisions, and keeps the partner routes' tag.
 */
function lineDecisionRoute(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/rma/line/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags: ['repairs'],
        params: lineIdsParamSchema,
        body: updateRmaLineBodySchema,
        // Comma-joined ids (the admin's batched decisions) answer the list of lines.
        response: responses(z.union([rmaLineSchema, z.array(rmaLineSchema)])),
      },
    },
    async (request) => {
      const ids = request.params.id;
      const { body } = request;
      if (body.onlyStatus) {
        // The admin's approve/reject of lines with the manufacturer remark (spec 03).
        const admin = requireAdmin(actorOf(request));
        const lines = await setLineStatus(deps, admin, ids, {
          status: body.status,
          poolsideRemark: body.poolsideRemark,
        });
        return ok(ids.length === 1 ? lines[0] : lines);
      }
      if (ids.length !== 1) throw fieldError('invalid', 'id');
      const actor = requireRepairsReporter(actorOf(request));
      return ok(await updateLine(deps, actor, ids[0], body));
    },
  );
}
