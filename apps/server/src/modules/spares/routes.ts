import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  cartAddBodySchema,
  cartPutBodySchema,
  cartQuerySchema,
  cartSchema,
  orderBodySchema,
  orderCreatedSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  partSearchAnswerSchema,
  partSearchBodySchema,
  pnParamSchema,
} from '@poolside/contract/spares';
import type { Deps } from '../../deps.ts';
import { sendJson } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { replyFile } from '../files/index.ts';
import { addToCart } from './cart-add-service.ts';
import { readCartJson } from './cart-read-service.ts';
import { removeFromCart } from './cart-remove-service.ts';
import { replaceCart } from './cart-replace-service.ts';
import { getOrder } from './order-get-service.ts';
import { listOrdersJson } from './order-list-service.ts';
import { getOrderPdf } from './order-pdf-service.ts';
import { placeOrder } from './place-order-service.ts';
import './reports.ts';
import { searchPartsJson } from './search-service.ts';

/** Spare parts (spec 02): part search, the user's cart, placing orders and the order history. */
export async function sparesRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['spares'];
  // A search changes nothing, but the spec names it a POST.
  api.post(
    '/robots/parts',
    {
      config: { scope: 'read' },
      schema: { tags, body: partSearchBodySchema, response: responses(partSearchAnswerSchema) },
    },
    // The answers of these reads are written through their response schema and kept per instance: sent as is.
    async (request, reply) => sendJson(reply, await searchPartsJson(deps, actorOf(request), request.body)),
  );
  api.get(
    '/cart',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: cartQuerySchema, response: responses(cartSchema) },
    },
    async (request, reply) =>
      sendJson(reply, await readCartJson(deps, actorOf(request), request.query.shippingMethod)),
  );
  api.put(
    '/cart',
    {
      config: { scope: 'write' },
      schema: { tags, body: cartPutBodySchema, response: responses(cartSchema) },
    },
    async (request) => ok(await replaceCart(deps, actorOf(request), request.body.items)),
  );
  api.post(
    '/cart/:pn',
    {
      config: { scope: 'write' },
      schema: { tags, params: pnParamSchema, body: cartAddBodySchema, response: responses(cartSchema) },
    },
    async (request) => ok(await addToCart(deps, actorOf(request), request.params.pn, request.body)),
  );
  api.delete(
    '/cart/:pn',
    { config: { scope: 'write' }, schema: { tags, params: pnParamSchema, response: responses(cartSchema) } },
    async (request) => ok(await removeFromCart(deps, actorOf(request), request.params.pn)),
  );
  api.put(
    '/order',
    {
      config: { scope: 'write' },
      schema: { tags, body: orderBodySchema, response: responses(orderCreatedSchema) },
    },
    async (request) => ok(await placeOrder(deps, actorOf(request), request.body)),
  );
  api.get(
    '/order',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: orderListQuerySchema, response: responses(orderPageSchema) },
    },
    async (request, reply) => sendJson(reply, await listOrdersJson(deps, actorOf(request), request.query)),
  );
  api.get(
    '/order/:id',
    { config: { scope: 'read' }, schema: { tags, params: idParamSchema, response: responses(orderSchema) } },
    async (request) => ok(await getOrder(deps, actorOf(request), request.params.id)),
  );
  api.get(
    '/order/:id/pdf',
    { config: { isFileDownload: true, scope: 'read' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => replyFile(reply, await getOrderPdf(deps, actorOf(request), request.params.id)),
  );
}
