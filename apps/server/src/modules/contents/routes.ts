import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  contentCreatedSchema,
  contentListQuerySchema,
  contentSchema,
  contentUpdateSchema,
  newContentSchema,
} from '@poolside/contract/contents';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireScope } from '../auth/index.ts';
import { presentContent } from './presenter.ts';
import { getContent, listContents } from './read-service.ts';
import { addContent, deleteContent, updateContent } from './write-service.ts';

function adminWriter(request: FastifyRequest) {
  const actor = requireAdmin(request.actor);
  requireScope(actor, 'write');
  return actor;
}

export async function contentRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  // Public for texts (about us, policies); news and FAQ need a login.
  api.get(
    '/contents/:id',
    { schema: { tags, params: idParamSchema, response: responses(contentSchema) } },
    async (request) => ok(presentContent(await getContent(deps, request.actor, request.params.id))),
  );
  api.get(
    '/contents',
    { schema: { tags, querystring: contentListQuerySchema, response: responses(z.array(contentSchema)) } },
    async (request) =>
      ok((await listContents(deps, actorOf(request), request.query.type)).map(presentContent)),
  );
  api.put(
    '/contents',
    { schema: { tags, body: newContentSchema, response: responses(contentCreatedSchema) } },
    async (request) => ok(await addContent(deps, adminWriter(request), request.body, request.id)),
  );
  api.post(
    '/contents/:id',
    { schema: { tags, params: idParamSchema, body: contentUpdateSchema, response: responses(z.null()) } },
    async (request) => {
      await updateContent(deps, adminWriter(request), request.params.id, request.body, request.id);
      return ok(null);
    },
  );
  api.delete(
    '/contents/:id',
    { schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteContent(deps, adminWriter(request), request.params.id, request.id);
      return ok(null);
    },
  );
}
