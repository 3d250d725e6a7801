import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportBodySchema, exportResultSchema } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import './audit-report.ts';
import { runExport } from './export-service.ts';

export async function exportRoutes(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/export',
      { schema: { tags: ['exports'], body: exportBodySchema, response: responses(exportResultSchema) } },
      async (request) => ok(await runExport(deps, actorOf(request), request.body)),
    );
}
