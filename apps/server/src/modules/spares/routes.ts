import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@poolside/contract/envelope';
import {
  cartAddBodySchema,
  cartPutBodySchema,
  cartQuerySchema,
  cartSchema,
  defaultShippingMethod,
  orderBodySchema,
  orderCreatedSchema,
  orderListQuerySchema,
  orderSchema,
  partSearchBodySchema,
  pnParamSchema,
} from '@poolside/contract/spares';
import type { Deps } from '../../deps.ts';
import { caches } from '../../caches.ts';
import { cachedAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/presenter.ts';
import { responses } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { replyFile } from '../../lib/reply-file.ts';
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

const tags = ['spares'];

/** Spare parts (spec 02): part search, the user's cart, placing orders and the order history. */
export async function sparesRoutes(app: FastifyInstance, deps: Deps) {
  cartRoutes(app, deps);
  orderRoutes(app, deps);
}

/** The parts search and the cart. */
function cartRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A search changes nothing, but the spec names it a POST.
  api.post(
    '/robots/parts',
    {
      config: { scope: 'read' },
      schema: { tags, body: partSearchBodySchema, response: responses(caches.partSearch.schema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { body } = request;
      return cachedAnswer(reply, deps.db, caches.partSearch, [actor, body], () =>
        searchParts(deps, actor, body),
      );
    },
  );
  api.get(
    '/cart',
    {
      config: { scope: 'read' },
      schema: { tags, querystring: cartQuerySchema, response: responses(cartSchema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const method = request.query.shippingMethod ?? defaultShippingMethod;
      return cachedAnswer(reply, deps.db, caches.carts, [actor, method], () => readCart(deps, actor, method));
    },
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
}

/** Orders: place, list, read, PDF. */
function orderRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
      schema: { tags, querystring: orderListQuerySchema, response: responses(caches.orderPages.schema) },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { query } = request;
      return cachedAnswer(reply, deps.db, caches.orderPages, [actor, query], () =>
        listOrders(deps, actor, query),
      );
    },
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
