import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  notSentQuerySchema,
  repairHistoryBodySchema,
  repairHistoryLineSchema,
  rmaLinePageSchema,
  rmaLineSchema,
  rmaListQuerySchema,
  rmaPageSchema,
  rmaSchema,
  rmaWithLinesSchema,
  robotSnParamSchema,
  saveRepairsBodySchema,
  sendRmaAnswerSchema,
  sendRmaBodySchema,
  updateRmaLineBodySchema,
} from '@poolside/contract/repairs';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../auth/policy.ts';
import { searchRepairHistory } from './history-service.ts';
import { deleteLine, getLine, updateLine } from './line-service.ts';
import { setLineStatus } from './line-status-service.ts';
import { listNotSent } from './not-sent-service.ts';
import { requireRepairsReporter } from './policy.ts';
import './reports.ts';
import { getRma, listRmas, listUnfinishedRmas } from './rma-list-service.ts';
import { saveRepairs } from './save-repairs-service.ts';
import { sendRma } from './send-rma-service.ts';

export async function repairsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repairs'];

  r.put(
    '/rma/line/:robotSN',
    {
      schema: {
        tags,
        params: robotSnParamSchema,
        body: saveRepairsBodySchema,
        response: responses(z.array(rmaLineSchema)),
      },
    },
    async (request) => {
      const actor = requireRepairsReporter(actorOf(request));
      return ok(await saveRepairs(deps, actor, request.params.robotSN, request.body));
    },
  );

  r.get(
    '/rma/not_sent',
    { schema: { tags, querystring: notSentQuerySchema, response: responses(rmaLinePageSchema) } },
    async (request) => ok(await listNotSent(deps, actorOf(request), request.query)),
  );

  r.get(
    '/rma/line/:id',
    { schema: { tags, params: idParamSchema, response: responses(rmaLineSchema) } },
    async (request) => ok(await getLine(deps, actorOf(request), request.params.id)),
  );

  r.post(
    '/rma/line/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateRmaLineBodySchema,
        response: responses(rmaLineSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.onlyStatus) {
        // The admin's approve/reject of a line (spec 03); the admin issue builds its screens on this.
        const admin = requireAdmin(actorOf(request));
        return ok(await setLineStatus(deps, admin, id, request.body.status ?? null));
      }
      const actor = requireRepairsReporter(actorOf(request));
      return ok(await updateLine(deps, actor, id, request.body));
    },
  );

  r.delete(
    '/rma/line/:id',
    { schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteLine(deps, requireRepairsReporter(actorOf(request)), request.params.id);
      return ok(null);
    },
  );

  r.put(
    '/rma/requests',
    { schema: { tags, body: sendRmaBodySchema, response: responses(sendRmaAnswerSchema) } },
    async (request) => ok(await sendRma(deps, requireRepairsReporter(actorOf(request)), request.body)),
  );

  r.get(
    '/rma/requests',
    { schema: { tags, querystring: rmaListQuerySchema, response: responses(rmaPageSchema) } },
    async (request) => ok(await listRmas(deps, actorOf(request), request.query)),
  );

  r.get(
    '/rma/requests/unfinished',
    { schema: { tags, response: responses(z.array(rmaSchema)) } },
    async (request) => ok(await listUnfinishedRmas(deps, actorOf(request))),
  );

  r.get(
    '/rma/requests/:id',
    { schema: { tags, params: idParamSchema, response: responses(rmaWithLinesSchema) } },
    async (request) => ok(await getRma(deps, actorOf(request), request.params.id)),
  );

  r.post(
    '/rma/history',
    {
      schema: { tags, body: repairHistoryBodySchema, response: responses(z.array(repairHistoryLineSchema)) },
    },
    async (request) => ok(await searchRepairHistory(deps, actorOf(request), request.body)),
  );
}
