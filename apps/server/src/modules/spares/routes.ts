import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requireScope } from '../auth/index.ts';
import { replyFile } from '../files/index.ts';
import { addToCart } from './cart-add-service.ts';
import { readCart } from './cart-read-service.ts';
import { removeFromCart } from './cart-remove-service.ts';
import { replaceCart } from './cart-replace-service.ts';
import { getOrder } from './order-get-service.ts';
import { listOrders } from './order-list-service.ts';
import { getOrderPdf } from './order-pdf-service.ts';
import { placeOrder } from './place-order-service.ts';
import './reports.ts';
import { searchParts } from './search-service.ts';

function writer(request: FastifyRequest) {
  const actor = actorOf(request);
  requireScope(actor, 'write');
  return actor;
}

/** Spare parts (spec 02): part search, the user's cart, placing orders and the order history. */
export async function sparesRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['spares'];
  // A search changes nothing, but the spec names it a POST.
  api.post(
    '/robots/parts',
    { schema: { tags, body: partSearchBodySchema, response: responses(partSearchAnswerSchema) } },
    async (request) => ok(await searchParts(deps, actorOf(request), request.body)),
  );
  api.get(
    '/cart',
    { schema: { tags, querystring: cartQuerySchema, response: responses(cartSchema) } },
    async (request) => ok(await readCart(deps, actorOf(request), request.query.shippingMethod)),
  );
  api.put(
    '/cart',
    { schema: { tags, body: cartPutBodySchema, response: responses(cartSchema) } },
    async (request) => ok(await replaceCart(deps, writer(request), request.body.items)),
  );
  api.post(
    '/cart/:pn',
    { schema: { tags, params: pnParamSchema, body: cartAddBodySchema, response: responses(cartSchema) } },
    async (request) => ok(await addToCart(deps, writer(request), request.params.pn, request.body.quantity)),
  );
  api.delete(
    '/cart/:pn',
    { schema: { tags, params: pnParamSchema, response: responses(cartSchema) } },
    async (request) => ok(await removeFromCart(deps, writer(request), request.params.pn)),
  );
  api.put(
    '/order',
    { schema: { tags, body: orderBodySchema, response: responses(orderCreatedSchema) } },
    async (request) => ok(await placeOrder(deps, writer(request), request.body)),
  );
  api.get(
    '/order',
    { schema: { tags, querystring: orderListQuerySchema, response: responses(orderPageSchema) } },
    async (request) => ok(await listOrders(deps, actorOf(request), request.query)),
  );
  api.get(
    '/order/:id',
    { schema: { tags, params: idParamSchema, response: responses(orderSchema) } },
    async (request) => ok(await getOrder(deps, actorOf(request), request.params.id)),
  );
  api.get(
    '/order/:id/pdf',
    { config: { isFileDownload: true }, schema: { tags, params: idParamSchema } },
    async (request, reply) => replyFile(reply, await getOrderPdf(deps, actorOf(request), request.params.id)),
  );
}
