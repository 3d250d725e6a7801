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
import { AppError, fieldError } from '../../lib/app-error.ts';
import { ok } from '../../lib/presenter.ts';
import { assertUnderLimits, consumeRateLimit, rateRules } from '../../lib/rate-limit.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { type Actor, requireAdmin } from '../access/index.ts';
import { getContentImage, getDocument, getFileForActor } from './download-service.ts';
import { replyFile } from '../../lib/reply-file.ts';
import { saveUpload } from './upload-service.ts';
import { saveEditorImage } from './wysiwyg-service.ts';

/** Not in DESIGN.md: the public contact form may attach a file, so anonymous uploads are limited per IP. */
const anonymousUploadRule = (ip: string) => ({ key: `upload:ip:${ip}`, max: 10, windowSeconds: 3600 });

/** The one `file` part of the body: a second file part is refused (-25), not silently dropped. */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('fileInvalid');
  let file: { filename: string; body: Buffer } | null = null;
  // files: 2 so that a second file part is seen (and refused) rather than cut off by the parser.
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    if (file) throw fieldError('fileInvalid', 'file');
    file = { filename: part.filename, body: await part.toBuffer() };
  }
  if (!file) throw fieldError('fieldRequired', 'file');
  return file;
}

/**
 * The one file of an upload, within the caller's limits: anonymously per IP; logged in per user and
 * hour, by count (UPLOADS_PER_HOUR) and by volume (UPLOAD_MB_PER_HOUR; a file that would pass it is refused).
 */
async function readLimitedFile(deps: Deps, request: FastifyRequest, actor: Actor | null) {
  const now = deps.clock.now();
  const maxBytes = deps.config.uploadMaxBytes;
  if (!actor) {
    await consumeRateLimit(deps.db, anonymousUploadRule(request.ip), now);
    return readOneFile(request, maxBytes);
  }
  const { perHour, kibPerHour } = deps.config.uploadLimits;
  const volume = rateRules.uploadVolume(actor.userId, kibPerHour);
  await assertUnderLimits(deps.db, [volume], now);
  await consumeRateLimit(deps.db, rateRules.uploadUser(actor.userId, perHour), now);
  const file = await readOneFile(request, maxBytes);
  await consumeRateLimit(deps.db, volume, now, Math.max(1, Math.ceil(file.body.length / 1024)));
  return file;
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
        // The contact form attaches a file before any login; an API key still needs write.
        config: { scope: 'write', isOpenWithoutLogin: true },
        schema: { tags: ['files'], querystring: uploadQuerySchema, response: responses(uploadAnswerSchema) },
      },
      async (request) => {
        const actor = request.actor;
        const file = await readLimitedFile(deps, request, actor);
        return ok(await saveUpload(deps, actor, file, request.query.kind));
      },
    );
    r.post(
      '/wysiwygUpload',
      {
        config: { scope: 'write' },
        schema: { tags: ['files'], response: responses(wysiwygUploadAnswerSchema) },
      },
      async (request) => {
        const admin = requireAdmin(request.actor);
        return ok(await saveEditorImage(deps, await readLimitedFile(deps, request, admin)));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const download = { isFileDownload: true };
  r.get(
    '/files/:id',
    { config: { ...download, scope: 'read' }, schema: { tags: ['files'], params: idParamSchema } },
    async (request, reply) =>
      replyFile(reply, await getFileForActor(deps, actorOf(request), request.params.id)),
  );
  // The invoice route of the warranty screens: the same file, by reference in the query.
  r.get(
    '/file',
    { config: { ...download, scope: 'read' }, schema: { tags: ['files'], querystring: fileRefQuerySchema } },
    async (request, reply) =>
      replyFile(reply, await getFileForActor(deps, actorOf(request), request.query.file)),
  );
  r.get(
    '/documents/:name',
    { config: { ...download, scope: 'read' }, schema: { tags: ['files'], params: documentParamSchema } },
    async (request, reply) =>
      replyFile(reply, await getDocument(deps, request.params.name, actorOf(request))),
  );
  r.get(
    '/content-images/:name',
    {
      config: { ...download, scope: 'public' },
      schema: { tags: ['files'], params: contentImageParamSchema },
    },
    async (request, reply) => replyFile(reply, await getContentImage(deps, request.params.name), 'inline'),
  );
}
