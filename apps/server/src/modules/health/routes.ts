import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['system'],
        response: responses(z.object({ ok: z.boolean(), database: z.string() })),
      },
    },
    async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('databaseConnection');
      }
      return ok({ ok: true, database: deps.dbKind });
    },
  );
}
