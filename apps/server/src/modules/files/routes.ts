import multipart from '@fastify/multipart';
import {
  contentImageParamSchema,
  documentParamSchema,
  fileRefQuerySchema,
  uploadAnswerSchema,
  uploadQuerySchema,
  wysiwygUploadAnswerSchema,
} from '@poolside/contract/files';
import { idParamSchema } from '@poolside/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/presenter.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireAdmin } from '../auth/index.ts';
import { getContentImage, getDocument, getFileForActor } from './download-service.ts';
import { replyFile } from './reply-file.ts';
import { saveUpload } from './upload-service.ts';
import { saveEditorImage } from './wysiwyg-service.ts';

/** Not in DESIGN.md: the public contact form may attach a file, so anonymous uploads are limited per IP. */
const anonymousUploadRule = (ip: string) => ({ key: `upload:ip:${ip}`, max: 10, windowSeconds: 3600 });

async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('fileInvalid');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') throw new AppError('fieldRequired', { field: 'file', fields: ['file'] });
  return { filename: part.filename, body: await part.toBuffer() };
}

export async function fileRoutes(app: FastifyInstance, deps: Deps) {
  const maxBytes = deps.config.uploadMaxBytes;
  // Multipart is parsed only in this scope (uploads), with one file of at most UPLOAD_MAX_MB.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/upload',
      {
        schema: { tags: ['files'], querystring: uploadQuerySchema, response: responses(uploadAnswerSchema) },
      },
      async (request) => {
        const actor = request.actor;
        if (!actor) await consumeRateLimit(deps.db, anonymousUploadRule(request.ip), deps.clock.now());
        const file = await readOneFile(request, maxBytes);
        return ok(await saveUpload(deps, actor, file, request.query.kind));
      },
    );
    r.post(
      '/wysiwygUpload',
      { schema: { tags: ['files'], response: responses(wysiwygUploadAnswerSchema) } },
      async (request) => {
        requireAdmin(request.actor);
        return ok(await saveEditorImage(deps, await readOneFile(request, maxBytes)));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const download = { isFileDownload: true };
  r.get(
    '/files/:id',
    { config: download, schema: { tags: ['files'], params: idParamSchema } },
    async (request, reply) =>
      replyFile(reply, await getFileForActor(deps, actorOf(request), request.params.id)),
  );
  // The invoice route of the warranty screens: the same file, by reference in the query.
  r.get(
    '/file',
    { config: download, schema: { tags: ['files'], querystring: fileRefQuerySchema } },
    async (request, reply) =>
      replyFile(reply, await getFileForActor(deps, actorOf(request), request.query.file)),
  );
  r.get(
    '/documents/:name',
    { config: download, schema: { tags: ['files'], params: documentParamSchema } },
    async (request, reply) => {
      actorOf(request);
      return replyFile(reply, await getDocument(deps, request.params.name));
    },
  );
  r.get(
    '/content-images/:name',
    { config: download, schema: { tags: ['files'], params: contentImageParamSchema } },
    async (request, reply) => replyFile(reply, await getContentImage(deps, request.params.name), 'inline'),
  );
}
