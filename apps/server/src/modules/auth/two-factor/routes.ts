import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  totpCodeBodySchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@poolside/contract/two-factor';
import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { ok } from '../../../lib/presenter.ts';
import { responses } from '../../../lib/route-schemas.ts';
import { confirmTwoFactor } from './confirm-service.ts';
import { disableTwoFactor } from './disable-service.ts';
import type { OwnCodeRequest } from './own-code-change.ts';
import { renewRecoveryCodes } from './recovery-codes-service.ts';
import { startTwoFactor } from './start-service.ts';
import { getTwoFactorStatus } from './status-service.ts';

/** The code of a change and what its rate limits and audit record need. */
const codeRequestOf = (request: { body: { code: string }; ip: string; id: string }): OwnCodeRequest => ({
  code: request.body.code,
  ip: request.ip,
  requestId: request.id,
});

/**
 * The own two-step sign-in (profile of provider staff, browser sessions only: -11 otherwise). The login's
 * second step is `POST /api/login` (twoFactorVerify, twoFactorSetup, twoFactorEnrol); an administrator's
 * reset is `DELETE /api/users/{id}/twoFactor` (users module).
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.get(
    '/twoFactor',
    { config: { scope: 'read' }, schema: { tags, response: responses(twoFactorStatusSchema) } },
    async (request) => ok(await getTwoFactorStatus(deps, request.actor)),
  );

  api.put(
    '/twoFactor',
    { config: { scope: 'write' }, schema: { tags, response: responses(twoFactorSetupSchema) } },
    async (request) => ok(await startTwoFactor(deps, request.actor)),
  );

  api.post(
    '/twoFactor',
    {
      config: { scope: 'write' },
      schema: { tags, body: totpCodeBodySchema, response: responses(recoveryCodesSchema) },
    },
    async (request) => ok(await confirmTwoFactor(deps, request.actor, codeRequestOf(request))),
  );

  api.post(
    '/twoFactor/recoveryCodes',
    {
      config: { scope: 'write' },
      schema: { tags, body: twoFactorCodeBodySchema, response: responses(recoveryCodesSchema) },
    },
    async (request) => ok(await renewRecoveryCodes(deps, request.actor, codeRequestOf(request))),
  );

  api.delete(
    '/twoFactor',
    {
      config: { scope: 'write' },
      schema: { tags, body: twoFactorCodeBodySchema, response: responses(z.null()) },
    },
    async (request) => {
      await disableTwoFactor(deps, request.actor, codeRequestOf(request));
      return ok(null);
    },
  );
}
