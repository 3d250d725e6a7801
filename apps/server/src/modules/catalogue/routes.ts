import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  brandRobotsSchema,
  brandSchema,
  partValidationBodySchema,
  partValidationSchema,
  pnParamSchema,
  robotLookupSchema,
  robotModelParamsSchema,
  robotModelQuerySchema,
  robotModelSchema,
} from '@poolside/contract/catalogue';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getBrandRobots, listBrands } from './brands-service.ts';
import { downloadCatalogueMedia, getCatalogueMedia } from './image-service.ts';
import { describePart, findRobotByPn, validatePart } from './lookup-service.ts';
import { presentBrand, presentRobotSummary } from './presenter.ts';
import './reports.ts';
import { getRobotModel } from './robot-model-service.ts';

const mediaParams = z.object({ '*': z.string().min(1).max(300) });
const mediaQuery = z.object({ download: z.enum(['0', '1']).optional() });

function sendMedia(reply: FastifyReply, media: { body: Buffer; mime: string }, isAttachment: boolean) {
  // Catalogue media is public and changes only with a new key, so browsers and proxies may keep it.
  reply.header('Cache-Control', 'public, max-age=86400');
  reply.header('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run script.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (isAttachment) reply.header('Content-Disposition', 'attachment');
  return reply.type(media.mime).send(media.body);
}

const tags = ['catalogue'];

export async function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  modelRoutes(app, deps);
  partRoutes(app, deps);
}

/** Brands and robot models: by brand, by part number, by year. */
function modelRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/brands',
    { config: { scope: 'read' }, schema: { tags, response: responses(z.array(brandSchema)) } },
    async (request) => ok((await listBrands(deps, actorOf(request))).map(presentBrand)),
  );

  r.get(
    '/robots/brands/:id',
    {
      config: { scope: 'read' },
      schema: { tags, params: idParamSchema, response: responses(brandRobotsSchema) },
    },
    async (request) => {
      const { brand, robots, years } = await getBrandRobots(deps, actorOf(request), request.params.id);
      return ok({ ...presentBrand(brand), years, robots: robots.map(presentRobotSummary) });
    },
  );

  r.get(
    '/robots/pn/:pn',
    {
      config: { scope: 'read' },
      schema: { tags, params: pnParamSchema, response: responses(robotLookupSchema) },
    },
    async (request) => {
      actorOf(request);
      return ok(await findRobotByPn(deps, request.params.pn));
    },
  );

  r.get(
    '/robots/:year/:pn',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: robotModelParamsSchema,
        querystring: robotModelQuerySchema,
        response: responses(robotModelSchema),
      },
    },
    async (request) => {
      actorOf(request);
      const { year, pn } = request.params;
      return ok(await getRobotModel(deps, year, pn, request.query.sn || undefined));
    },
  );
}

/** Part descriptions, the RMA part check and the catalogue images. */
function partRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/descriptions/:pn',
    {
      config: { scope: 'read' },
      schema: { tags, params: pnParamSchema, response: responses(caches.descriptions.schema) },
    },
    async (request, reply) => {
      actorOf(request);
      const { pn } = request.params;
      return cachedAnswer(reply, deps.db, caches.descriptions, [pn], () => describePart(deps, pn));
    },
  );

  r.post(
    '/rma/partValidation/:pn',
    {
      config: { scope: 'read' },
      schema: {
        tags,
        params: pnParamSchema,
        body: partValidationBodySchema,
        response: responses(partValidationSchema),
      },
    },
    async (request) => {
      actorOf(request);
      return ok(await validatePart(deps, request.params.pn, request.body));
    },
  );

  // Public like any product picture: <img> tags and caches need no session. ?download=1 for documents.
  r.get(
    '/images/*',
    {
      schema: { tags, params: mediaParams, querystring: mediaQuery },
      config: { isFileDownload: true, scope: 'public' },
    },
    async (request, reply) => {
      const key = request.params['*'];
      return request.query.download === '1'
        ? sendMedia(reply, await downloadCatalogueMedia(deps, key, request.actor), true)
        : sendMedia(reply, await getCatalogueMedia(deps, key), false);
    },
  );
}
