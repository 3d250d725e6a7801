import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSchemaCurrent } from '../../db/migrate.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { isPublic: true, scope: 'public' },
      schema: {
        tags: ['system'],
        response: responses(z.object({ ok: z.boolean(), database: z.string() })),
      },
    },
    async () => {
      // Ready when the database answers and has this code's migrations (issue 19): -3 (503) otherwise.
      let isReady = false;
      try {
        isReady = await isSchemaCurrent(deps.db);
      } catch {
        isReady = false;
      }
      if (!isReady) throw new AppError('databaseConnection');
      return ok({ ok: true, database: deps.dbKind });
    },
  );
}
