import multipart from '@fastify/multipart';
import { idParamSchema, pagedSchema, pageQuerySchema } from '@poolside/contract/envelope';
import {
  popupActionAnswerSchema,
  popupActionSchema,
  popupForSerialSchema,
  popupMessageSchema,
  popupUploadAnswerSchema,
} from '@poolside/contract/popups';
import { snParamSchema } from '@poolside/contract/catalogue';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../access/index.ts';
import { popupCsvTemplate } from './csv-serials.ts';
import { createPopupMessage, deletePopupMessage, updatePopupMessage } from './edit-message-service.ts';
import { importPopupSerials } from './import-serials-service.ts';
import { listPopupMessages } from './list-service.ts';
import { findPopupsForSerial } from './lookup-service.ts';
import { readSerialsUpload } from './read-upload.ts';
import { exportPopupSerials } from './serials-csv-service.ts';
import './reports.ts';

function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(text, 'utf8'));
}

/** Warranty repair report popups: the admin screen (/admin/popups) and the report's lookup by serial. */
export async function popupRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['popups'];
  api.get(
    '/popups',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: pageQuerySchema, response: responses(pagedSchema(popupMessageSchema)) },
    },
    async (request) => {
      requireAdmin(request.actor);
      return ok(await listPopupMessages(deps, request.query));
    },
  );
  // The spec's one call with sub-actions; csv-template answers the file itself (text/csv), not the envelope.
  api.post(
    '/popups',
    {
      config: { scope: 'write' },
      schema: { tags, body: popupActionSchema, response: responses(popupActionAnswerSchema) },
    },
    async (request, reply) => {
      const actor = requireAdmin(request.actor);
      const body = request.body;
      switch (body.subAction) {
        case 'csv-template':
          return sendCsv(reply, 'popup-serials-template.csv', popupCsvTemplate);
        case 'create-empty-message':
          return ok(await createPopupMessage(deps, actor, body.message ?? '', request.id));
        case 'update':
          await updatePopupMessage(deps, actor, body.message_id, body.message, request.id);
          return ok(null);
        case 'deleteMessage':
          await deletePopupMessage(deps, actor, body.messageId, request.id);
          return ok(null);
      }
    },
  );
  api.get(
    '/popups/:id/serials.csv',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      requireAdmin(request.actor);
      const text = await exportPopupSerials(deps, request.params.id);
      return sendCsv(reply, `popup-${request.params.id}-serials.csv`, text);
    },
  );
  api.get(
    '/popups/sn/:sn',
    {
      config: { scope: 'read' },
      schema: { tags, params: snParamSchema, response: responses(z.array(popupForSerialSchema)) },
    },
    async (request) => {
      actorOf(request);
      return ok(await findPopupsForSerial(deps, request.params.sn));
    },
  );

  const maxBytes = deps.config.uploadMaxBytes;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 3, parts: 4 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/popups/upload',
        { config: { scope: 'write' }, schema: { tags, response: responses(popupUploadAnswerSchema) } },
        async (request) => {
          const actor = requireAdmin(request.actor);
          const { messageId, file } = await readSerialsUpload(request, maxBytes);
          return ok(await importPopupSerials(deps, actor, messageId, file, request.id));
        },
      );
  });
}
