import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReady } from '../../db/migrate.ts';
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
      // Ready when the database answers and has this code's migrations: -3 (503) otherwise. A ready
      // answer stands a second, the migrations are read every few seconds (db/migrate.ts isDatabaseReady).
      let isReady = false;
      try {
        isReady = await isDatabaseReady(deps.db, deps.clock.now().getTime());
      } catch {
        isReady = false;
      }
      if (!isReady) throw new AppError('databaseConnection');
      return ok({ ok: true, database: deps.dbKind });
    },
  );
}
