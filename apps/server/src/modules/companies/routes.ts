import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyBodySchema,
  companyCreatedSchema,
  companyDetailSchema,
  companyListQuerySchema,
  companyOptionsSchema,
} from '@poolside/contract/companies';
import { idParamSchema } from '@poolside/contract/envelope';
import { keysetPageSchema } from '@poolside/contract/lists';
import { userListQuerySchema, userRowSchema } from '@poolside/contract/users';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCompany, getCompanyOptions, getCompanyUsers } from './get-service.ts';
import { listCompanies } from './list-service.ts';
import { requireCompanyReader, requireCompanyWriter } from './policy.ts';
import { createCompany, updateCompany } from './write-service.ts';
import './reports.ts';

const tags = ['companies'];

/** The provider admin's companies: provider staff read, type 1 writes (docs/decisions.md). */
export async function companyRoutes(app: FastifyInstance, deps: Deps) {
  companyReadRoutes(app, deps);
  companyWriteRoutes(app, deps);
}

/** The companies list, options, one company and its users. */
function companyReadRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/companies',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: companyListQuerySchema,
        response: responses(caches.companyPages.schema),
      },
    },
    async (request, reply) => {
      requireCompanyReader(actorOf(request));
      const { query } = request;
      return cachedAnswer(reply, deps.db, caches.companyPages, [query], () => listCompanies(deps, query));
    },
  );

  api.get(
    '/companies/options',
    { config: { scope: 'read' }, schema: { tags, response: responses(companyOptionsSchema) } },
    async (request) => {
      requireCompanyReader(actorOf(request));
      return ok(await getCompanyOptions(deps));
    },
  );

  api.get(
    '/companies/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(companyDetailSchema) },
    },
    async (request) => {
      requireCompanyReader(actorOf(request));
      return ok(await getCompany(deps, request.params.id));
    },
  );

  api.get(
    '/companies/:id/users',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: userListQuerySchema,
        response: responses(keysetPageSchema(userRowSchema)),
      },
    },
    async (request) => {
      const actor = requireCompanyReader(actorOf(request));
      return ok(await getCompanyUsers(deps, actor, request.params.id, request.query));
    },
  );
}

/** Creating and updating a company. */
function companyWriteRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/companies',
    {
      config: { scope: 'write' },
      schema: { tags, body: companyBodySchema, response: responses(companyCreatedSchema) },
    },
    async (request) => {
      const actor = requireCompanyWriter(actorOf(request));
      return ok(await createCompany(deps, actor, request.body, request.id));
    },
  );

  api.post(
    '/companies/:id',
    {
      config: { scope: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        body: companyBodySchema,
        response: responses(companyDetailSchema),
      },
    },
    async (request) => {
      const actor = requireCompanyWriter(actorOf(request));
      return ok(await updateCompany(deps, actor, request.params.id, request.body, request.id));
    },
  );
}
