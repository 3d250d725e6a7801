import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  apiKeyAnswerSchema,
  createdUserSchema,
  newUserSchema,
  userDetailSchema,
  userListQuerySchema,
  userTypeSchema,
  userUpdateSchema,
} from '@poolside/contract/users';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import './reports.ts';
import { activateUser } from './activate-service.ts';
import { deleteApiKey, generateApiKey } from './api-key-service.ts';
import { createUser } from './create-service.ts';
import { getUser } from './get-service.ts';
import { listUsers } from './list-service.ts';
import { requireViewUser } from './policy.ts';
import { updateUser } from './update-service.ts';
import { resetUserTwoFactor } from './two-factor-reset-service.ts';
import { listUserTypes } from './user-types-service.ts';

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, deps: Deps) {
  userEditRoutes(app, deps);
  userAccessRoutes(app, deps);
}

/** User types, the users list, one user, create and update. */
function userEditRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/userTypes',
    { config: { scope: 'read' }, schema: { tags, response: responses(z.array(userTypeSchema)) } },
    async (request) => {
      actorOf(request);
      return ok(await listUserTypes(deps));
    },
  );

  api.get(
    '/users',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        querystring: userListQuerySchema,
        response: responses(caches.userPages.schema),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireViewUser(actor);
      const { query } = request;
      return cachedAnswer(reply, deps.db, caches.userPages, [actor, query], () =>
        listUsers(deps, actor, query),
      );
    },
  );

  api.get(
    '/users/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(userDetailSchema) },
    },
    async (request) => {
      const actor = actorOf(request);
      return ok(await getUser(deps, actor, request.params.id));
    },
  );

  api.put(
    '/users',
    {
      config: { scope: 'write' },
      schema: { tags, body: newUserSchema, response: responses(createdUserSchema) },
    },
    async (request) => ok(await createUser(deps, actorOf(request), request.body, request.id)),
  );

  // Own profile (language, consent, password, logo, …) or, with editUser, another user.
  api.post(
    '/users/:id',
    {
      config: { scope: 'write' },
      schema: { tags, params: idParamSchema, body: userUpdateSchema, response: responses(z.null()) },
    },
    async (request) => {
      await updateUser(deps, actorOf(request), request.params.id, request.body, request);
      return ok(null);
    },
  );
}

/** Activation, API keys and the two-factor reset. */
function userAccessRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/users/:id/activate',
    { config: { scope: 'write' }, schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await activateUser(deps, actorOf(request), request.params.id, request.id);
      return ok(null);
    },
  );

  api.put(
    '/users/api/:id',
    {
      config: { scope: 'write' },
      schema: { tags, params: idParamSchema, response: responses(apiKeyAnswerSchema) },
    },
    async (request) => ok(await generateApiKey(deps, actorOf(request), request.params.id, request.id)),
  );

  // A type-1 administrator resets another user's two-step sign-in (lost device): its sessions end.
  api.delete(
    '/users/:id/twoFactor',
    { config: { scope: 'write' }, schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await resetUserTwoFactor(deps, actorOf(request), request.params.id, request.id);
      return ok(null);
    },
  );

  api.delete(
    '/users/api/:id',
    { config: { scope: 'write' }, schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteApiKey(deps, actorOf(request), request.params.id, request.id);
      return ok(null);
    },
  );
}
