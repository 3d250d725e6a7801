import multipart from '@fastify/multipart';
import {
  importApplyQuerySchema,
  importKindParamSchema,
  importProgressSchema,
  importReportSchema,
  importRunQuerySchema,
  importTemplateQuerySchema,
  progressKeyParamSchema,
  syncBodySchema,
  syncKindParamSchema,
} from '@poolside/contract/master-data';
import { importLimits } from '@poolside/contract/master-data-columns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { importFile, syncRows } from './import-service.ts';
import { requireImporter, requireSyncer } from './policy.ts';
import { findProgress, progressReporter } from './progress.ts';
import { readImportUpload } from './read-upload.ts';
import { csvTemplate, templateFileName, xlsxTemplate } from './templates.ts';

// A 100,000-row file takes longer than the server's idle socket timeout to check and apply.
const IMPORT_SOCKET_MS = 15 * 60_000;
const longRequest = (request: FastifyRequest) => request.raw.socket?.setTimeout?.(IMPORT_SOCKET_MS);

const tags = ['master data'];

/** Master data: the provider admin's import screen (/api/import) and the ERP's bulk sync (/api/sync). */
export async function masterDataRoutes(app: FastifyInstance, deps: Deps) {
  templateAndSyncRoutes(app, deps);
  await importRoutes(app, deps);
}

/** Import templates, import progress and the ERP sync. */
function templateAndSyncRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/import/:kind/template',
    {
      config: { scope: 'read', isFileDownload: true },
      schema: { tags, params: importKindParamSchema, querystring: importTemplateQuerySchema },
    },
    async (request, reply) => {
      requireImporter(request.actor);
      const { kind } = request.params;
      const { format } = request.query;
      const body = format === 'csv' ? csvTemplate(kind) : await xlsxTemplate(kind);
      return reply
        .header(
          'Content-Type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('Content-Disposition', `attachment; filename="${templateFileName(kind, format)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
  api.get(
    '/import/progress/:key',
    {
      config: { scope: 'read' },
      schema: { tags, params: progressKeyParamSchema, response: responses(importProgressSchema) },
    },
    async (request) => {
      const actor = requireImporter(request.actor);
      return ok(findProgress(actor.userId, request.params.key));
    },
  );
  api.put(
    '/sync/:kind',
    {
      bodyLimit: importLimits.syncMaxBytes,
      config: { scope: 'sync' },
      schema: {
        tags,
        summary: "ERP bulk sync: upsert rows of one kind (the import templates' columns); all or nothing",
        params: syncKindParamSchema,
        body: syncBodySchema,
        response: responses(importReportSchema),
      },
    },
    async (request) => {
      const actor = requireSyncer(request.actor);
      longRequest(request);
      return ok(await syncRows(deps, actor, request.params.kind, request.body, request.id));
    },
  );
}

/** The file imports (check and apply), in their own scope. */
async function importRoutes(app: FastifyInstance, deps: Deps) {
  // Multipart is parsed only in this scope: one file of at most importLimits.fileMaxBytes.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: importLimits.fileMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const mode of ['check', 'apply'] as const) {
      r.post(
        `/import/:kind/${mode}`,
        {
          config: { scope: mode === 'check' ? 'read' : 'write' },
          schema: {
            tags,
            summary:
              mode === 'check'
                ? 'Check an uploaded .xlsx, .csv or .zip (multipart `file`): the report, nothing written'
                : 'Check and apply an uploaded file in one transaction (-6 with the issues when a row is bad)',
            params: importKindParamSchema,
            querystring: mode === 'check' ? importRunQuerySchema : importApplyQuerySchema,
            response: responses(importReportSchema),
          },
        },
        async (request) => {
          const actor = requireImporter(request.actor);
          longRequest(request);
          const progress = progressReporter(actor.userId, request.query.progressKey);
          const source = await readImportUpload(request);
          const { idempotencyKey } = request.query as { idempotencyKey?: string };
          return ok(
            await importFile(deps, actor, request.params.kind, source, {
              mode,
              progress,
              idempotencyKey,
              requestId: request.id,
            }),
          );
        },
      );
    }
  });
}
