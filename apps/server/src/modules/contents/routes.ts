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
import { requireAdmin } from '../access/index.ts';
import { presentContent } from './presenter.ts';
import { getContent, listContents } from './read-service.ts';
import { addContent, deleteContent, updateContent } from './write-service.ts';
import './reports.ts';

export async function contentRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  // Public for texts (about us, policies); news and FAQ need a login.
  api.get(
    '/contents/:id',
    {
      config: { scope: 'public' },
      schema: { tags, params: idParamSchema, response: responses(contentSchema) },
    },
    async (request) => ok(presentContent(await getContent(deps, request.actor, request.params.id))),
  );
  api.get(
    '/contents',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: contentListQuerySchema, response: responses(z.array(contentSchema)) },
    },
    async (request) =>
      ok((await listContents(deps, actorOf(request), request.query.type)).map(presentContent)),
  );
  api.put(
    '/contents',
    {
      config: { scope: 'write' },
      schema: { tags, body: newContentSchema, response: responses(contentCreatedSchema) },
    },
    async (request) => ok(await addContent(deps, requireAdmin(request.actor), request.body, request.id)),
  );
  api.post(
    '/contents/:id',
    {
      config: { scope: 'write' },
      schema: { tags, params: idParamSchema, body: contentUpdateSchema, response: responses(z.null()) },
    },
    async (request) => {
      await updateContent(deps, requireAdmin(request.actor), request.params.id, request.body, request.id);
      return ok(null);
    },
  );
  api.delete(
    '/contents/:id',
    { config: { scope: 'write' }, schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteContent(deps, requireAdmin(request.actor), request.params.id, request.id);
      return ok(null);
    },
  );
}
