import { altchaChallengeSchema, captchaConfigSchema } from '@poolside/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { createAltchaChallenge } from './altcha.ts';

/** Public: which captcha the forms show, and fresh ALTCHA challenges (nothing is stored by a GET). */
export async function captchaRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/captcha',
    { config: { scope: 'public' }, schema: { tags: ['captcha'], response: responses(captchaConfigSchema) } },
    async () =>
      ok({
        provider: deps.config.recaptcha ? ('recaptcha' as const) : ('altcha' as const),
        siteKey: deps.config.recaptcha?.siteKey ?? null,
      }),
  );
  api.get(
    '/captcha/challenge',
    {
      config: { scope: 'public' },
      schema: { tags: ['captcha'], response: responses(altchaChallengeSchema) },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await createAltchaChallenge(deps.db, deps.clock.now()));
    },
  );
}
