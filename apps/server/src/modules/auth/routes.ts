import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginBodySchema } from '@poolside/contract/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { checkResetToken } from './check-token-service.ts';
import {
  parseCheckToken,
  parseLogin,
  parseResetByEmail,
  parseResetByToken,
  parseTwoFactorEnrol,
  parseTwoFactorSetup,
  parseTwoFactorVerify,
} from './login-input.ts';
import { logIn } from './login-service.ts';
import { resetPasswordWithToken } from './reset-password-service.ts';
import { requestPasswordReset } from './reset-request-service.ts';
import { invalidateSession } from './session-cache.ts';
import { deleteSessionById } from './sessions.ts';
import { enrolAtLogin } from './two-factor/login-enrol-service.ts';
import { setUpAtLogin } from './two-factor/login-setup-service.ts';
import { verifySecondFactor } from './two-factor/login-verify-service.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

// keepLogin: a 30-day cookie; otherwise no Max-Age, so the browser drops it when it closes.
function setSessionCookie(reply: FastifyReply, deps: Deps, token: string, maxAge: number | undefined) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge,
  });
}

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/login',
    {
      config: { scope: 'public' },
      schema: { tags: ['auth'], body: loginBodySchema, response: responses(loginAnswerSchema) },
    },
    async (request, reply) => {
      const body = request.body;
      switch (body.method) {
        case 'login': {
          const result = await logIn(deps, parseLogin(body), request.ip);
          // Two-step sign-in: no cookie until the second factor (docs/decisions.md "Two-step sign-in").
          if (result.kind === 'twoFactor') {
            return ok({ twoFactor: { step: result.step, challenge: result.challenge } });
          }
          setSessionCookie(reply, deps, result.session.token, result.session.maxAge);
          return ok({ user: result.user });
        }
        case 'twoFactorVerify': {
          const result = await verifySecondFactor(deps, parseTwoFactorVerify(body), request.ip);
          setSessionCookie(reply, deps, result.session.token, result.session.maxAge);
          return ok({ user: result.user });
        }
        case 'twoFactorSetup':
          return ok(await setUpAtLogin(deps, parseTwoFactorSetup(body)));
        case 'twoFactorEnrol': {
          const result = await enrolAtLogin(deps, parseTwoFactorEnrol(body), request.ip, request.id);
          setSessionCookie(reply, deps, result.session.token, result.session.maxAge);
          return ok({ user: result.user, recoveryCodes: result.recoveryCodes });
        }
        case 'logoff': {
          // Ends only this session server-side; the user's other sessions (other browsers) stay.
          if (request.actor?.sessionId) {
            const sessionId = request.actor.sessionId;
            await deps.db.transaction(async (tx) => {
              await deleteSessionById(tx, sessionId);
              await invalidateSession(deps.db, tx, sessionId);
            });
          }
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
          return ok(null);
        }
        case 'resetPassword': {
          if (body.token === undefined) {
            await requestPasswordReset(deps, parseResetByEmail(body).email, request.ip);
          } else {
            const input = parseResetByToken(body);
            await resetPasswordWithToken(deps, input.token, input.newPass);
          }
          return ok(null);
        }
        case 'checkToken': {
          await checkResetToken(deps, parseCheckToken(body).token);
          return ok(null);
        }
        default:
          throw new AppError('invalidMethod');
      }
    },
  );

  await twoFactorRoutes(app, deps);
}
