import type { PartSearchBody, ShippingMethod } from '@poolside/contract/spares';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sparesKeys } from './keys';

/** POST /robots/parts: a part search (a read the spec makes a POST; cached like a query). */
export const partSearchQuery = (body: PartSearchBody) =>
  queryOptions({
    queryKey: sparesKeys.search(body),
    queryFn: ({ signal }) => api.post('/robots/parts', body, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /cart: the user's cart, priced for a shipping method. */
export const cartQuery = (shippingMethod: ShippingMethod = 'SEA') =>
  queryOptions({
    queryKey: sparesKeys.cart(shippingMethod),
    queryFn: ({ signal }) => api.get('/cart', { query: { shippingMethod }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /order/{id}: one order. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: sparesKeys.order(id),
    queryFn: ({ signal }) => api.get('/order/{id}', { path: { id }, signal }),
    retry: false,
  });
