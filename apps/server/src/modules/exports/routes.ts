import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exportBodySchema,
  exportJobParamsSchema,
  exportJobSchema,
  exportResultSchema,
} from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { replyFile } from '../../lib/reply-file.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { cancelExportJob, openExportJobFile, readExportJob } from './export-job-queries.ts';
import { runExport } from './export-service.ts';
import { stopRunningJobs } from './run-export-job.ts';
import { startExportJob } from './start-export-job.ts';
import { sweepTempFilesSoon } from './temp-files.ts';

const tags = ['exports'];

export async function exportRoutes(app: FastifyInstance, deps: Deps) {
  app.addHook('onClose', async () => stopRunningJobs(deps));
  // Temporary files an instance left when it stopped in the middle of a job.
  app.addHook('onReady', async () => sweepTempFilesSoon(deps, app.log, 'start'));
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/export',
    {
      config: { scope: 'read' },
      schema: { tags, body: exportBodySchema, response: responses(exportResultSchema) },
    },
    async (request, reply) => {
      const { base64, fileName } = await runExport(deps, actorOf(request), request.body);
      // The envelope as the response schema writes it (exportResultSchema: file, then fileName), the file's
      // base64 pieces sent as they are.
      const pieces = [
        '{"status":true,"code":0,"data":{"file":"',
        ...base64,
        `","fileName":${JSON.stringify(fileName)}}}`,
      ];
      return reply.type('application/json; charset=utf-8').send(Readable.from(pieces) as never);
    },
  );
  // Export jobs (ours): large exports with progress, the file streamed (docs/api.md "Exports").
  api.post(
    '/export/jobs',
    {
      config: { scope: 'read' },
      schema: { tags, body: exportBodySchema, response: responses(exportJobSchema) },
    },
    async (request) => ok(await startExportJob(deps, actorOf(request), request.body, request.log)),
  );
  api.get(
    '/export/jobs/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: exportJobParamsSchema, response: responses(exportJobSchema) },
    },
    async (request) => ok(await readExportJob(deps, actorOf(request), request.params.id)),
  );
  // Cancelling changes the job: an API key needs the write scope (plugins/scopes.ts).
  api.delete(
    '/export/jobs/:id',
    {
      config: { scope: 'write' },
      schema: { tags, params: exportJobParamsSchema, response: responses(exportJobSchema) },
    },
    async (request) => ok(await cancelExportJob(deps, actorOf(request), request.params.id)),
  );
  api.get(
    '/export/jobs/:id/file',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, params: exportJobParamsSchema } },
    async (request, reply) =>
      replyFile(reply, await openExportJobFile(deps, actorOf(request), request.params.id)),
  );
}
