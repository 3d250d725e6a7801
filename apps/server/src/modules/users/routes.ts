import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  apiKeyAnswerSchema,
  createdUserSchema,
  newUserSchema,
  userDetailSchema,
  userListQuerySchema,
  userRowSchema,
  userTypeSchema,
  userUpdateSchema,
} from '@poolside/contract/users';
import { z } from 'zod';
import { keysetPageSchema } from '@poolside/contract/lists';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { type Actor, requireScope } from '../auth/index.ts';
import { activateUser } from './activate-service.ts';
import { deleteApiKey, generateApiKey } from './api-key-service.ts';
import { createUser } from './create-service.ts';
import { getUser } from './get-service.ts';
import { listUsers } from './list-service.ts';
import { requireViewUser } from './policy.ts';
import { updateUser } from './update-service.ts';
import { listUserTypes } from './user-types-service.ts';

function writer(actor: Actor) {
  requireScope(actor, 'write');
  return actor;
}

export async function userRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/userTypes',
    { schema: { tags, response: responses(z.array(userTypeSchema)) } },
    async (request) => {
      requireScope(actorOf(request), 'read');
      return ok(await listUserTypes(deps));
    },
  );

  api.get(
    '/users',
    {
      schema: {
        tags,
        querystring: userListQuerySchema,
        response: responses(keysetPageSchema(userRowSchema)),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireScope(actor, 'read');
      requireViewUser(actor);
      return ok(await listUsers(deps, actor, request.query));
    },
  );

  api.get(
    '/users/:id',
    { schema: { tags, params: idParamSchema, response: responses(userDetailSchema) } },
    async (request) => {
      const actor = actorOf(request);
      requireScope(actor, 'read');
      return ok(await getUser(deps, actor, request.params.id));
    },
  );

  api.put(
    '/users',
    { schema: { tags, body: newUserSchema, response: responses(createdUserSchema) } },
    async (request) => ok(await createUser(deps, writer(actorOf(request)), request.body, request.id)),
  );

  // Own profile (language, consent, password, logo, …) or, with editUser, another user.
  api.post(
    '/users/:id',
    { schema: { tags, params: idParamSchema, body: userUpdateSchema, response: responses(z.null()) } },
    async (request) => {
      await updateUser(deps, writer(actorOf(request)), request.params.id, request.body, request.id);
      return ok(null);
    },
  );

  api.post(
    '/users/:id/activate',
    { schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await activateUser(deps, writer(actorOf(request)), request.params.id, request.id);
      return ok(null);
    },
  );

  api.put(
    '/users/api/:id',
    { schema: { tags, params: idParamSchema, response: responses(apiKeyAnswerSchema) } },
    async (request) =>
      ok(await generateApiKey(deps, writer(actorOf(request)), request.params.id, request.id)),
  );

  api.delete(
    '/users/api/:id',
    { schema: { tags, params: idParamSchema, response: responses(z.null()) } },
    async (request) => {
      await deleteApiKey(deps, writer(actorOf(request)), request.params.id, request.id);
      return ok(null);
    },
  );
}
