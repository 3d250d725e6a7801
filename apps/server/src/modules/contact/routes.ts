import { contactAnswerSchema, contactSchema, contactSettingsSchema } from '@poolside/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { sendContactMessage } from './send-service.ts';

/** Public (logged in or not). */
export async function contactRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/contact/settings',
    {
      config: { scope: 'public' },
      schema: { tags: ['contact'], response: responses(contactSettingsSchema) },
    },
    async () =>
      ok({
        captcha: {
          provider: deps.config.recaptcha ? ('recaptcha' as const) : ('altcha' as const),
          siteKey: deps.config.recaptcha?.siteKey ?? null,
        },
        mapTileUrl: deps.config.mapTileUrl,
      }),
  );
  api.put(
    '/contact',
    {
      config: { scope: 'public' },
      schema: { tags: ['contact'], body: contactSchema, response: responses(contactAnswerSchema) },
    },
    async (request) => ok(await sendContactMessage(deps, request.actor, request.body, request.ip)),
  );
}
