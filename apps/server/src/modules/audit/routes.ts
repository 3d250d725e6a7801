import {
  auditEntrySchema,
  auditFacetsSchema,
  auditListQuerySchema,
  auditRowSchema,
} from '@poolside/contract/audit';
import { idParamSchema, pagedSchema } from '@poolside/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../access/index.ts';
import { getAuditEntry, listAuditFacets } from './entry-service.ts';
import { listAudit } from './list-service.ts';
import './reports.ts';

/** The audit table for /admin/audit: provider staff (types 1 and 2) only, -11 otherwise. */
export async function auditRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  api.get(
    '/audit',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: auditListQuerySchema, response: responses(pagedSchema(auditRowSchema)) },
    },
    async (request) => {
      requireAdmin(request.actor);
      return ok(await listAudit(deps, request.query));
    },
  );
  api.get(
    '/audit/facets',
    { config: { scope: 'read' }, schema: { tags, response: responses(auditFacetsSchema) } },
    async (request) => {
      requireAdmin(request.actor);
      return ok(await listAuditFacets(deps));
    },
  );
  api.get(
    '/audit/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(auditEntrySchema) },
    },
    async (request) => {
      requireAdmin(request.actor);
      return ok(await getAuditEntry(deps, request.params.id));
    },
  );
}
