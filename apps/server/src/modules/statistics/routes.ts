import { pageViewBodySchema, statisticsReportBodySchema } from '@poolside/contract/statistics';
import { statisticsResultSchema } from '@poolside/contract/statistics-result';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { replyFile } from '../../lib/reply-file.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../access/index.ts';
import { closeUsageEvents, usageEventsOf } from './event-buffer.ts';
import { recordPageView } from './events-service.ts';
import { buildReportFile } from './file-service.ts';
import { buildReport } from './report-service.ts';

/** Usage events (PVU from the web app) and the /reports composer's reports (provider staff: -11 otherwise). */
export async function statisticsRoutes(app: FastifyInstance, deps: Deps) {
  // Usage events wait in memory and are written in batches; what waits is written when the app closes.
  usageEventsOf(deps.db).log = app.log;
  app.addHook('onClose', async () => closeUsageEvents(deps.db));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['statistics'];
  r.post(
    '/statistics/pageView',
    {
      config: { scope: 'write' },
      schema: { tags, body: pageViewBodySchema, response: responses(z.null()) },
    },
    async (request) => {
      recordPageView(deps, actorOf(request), request.body.path);
      return ok(null);
    },
  );
  // The report's data (rows for the table, series for the chart). Changes nothing: scope read.
  r.put(
    '/statistics',
    {
      config: { scope: 'read' },
      schema: { tags, body: statisticsReportBodySchema, response: responses(statisticsResultSchema) },
    },
    async (request) => {
      requireAdmin(request.actor);
      return ok(await buildReport(deps, request.body));
    },
  );
  // The same report as an Excel file, answered as the file itself (a refusal is the JSON envelope).
  r.post(
    '/statistics',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, body: statisticsReportBodySchema } },
    async (request, reply) =>
      replyFile(reply, await buildReportFile(deps, requireAdmin(request.actor), request.body)),
  );
}
