import type {
  Cart,
  CartAddBody,
  CartPutBody,
  Order,
  OrderBody,
  PartSearchAnswer,
  PartSearchBody,
  ShippingMethod,
} from '@poolside/contract/spares';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

/** POST /robots/parts: a part search (a read the spec makes a POST; cached like a query). */
export const partSearchQuery = (body: PartSearchBody) =>
  queryOptions({
    queryKey: ['spares', 'search', body],
    queryFn: ({ signal }) => untypedApi.post<PartSearchAnswer>('/robots/parts', body, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /cart: the user's cart, priced for a shipping method. */
export const cartQuery = (shippingMethod: ShippingMethod = 'SEA') =>
  queryOptions({
    queryKey: ['spares', 'cart', shippingMethod],
    queryFn: ({ signal }) => untypedApi.get<Cart>(`/cart?shippingMethod=${shippingMethod}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /order/{id}: one order. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['spares', 'order', id],
    queryFn: ({ signal }) => untypedApi.get<Order>(`/order/${id}`, { signal }),
    retry: false,
  });

/** The history's query key (DataList pages under it). */
export const orderListKey = ['orders', 'list'] as const;

/** GET /order/{id}/pdf: the printable order's path under /api. */

// ---- Mutations: one hook per endpoint; each refreshes what it changes. ----

function useCartChanged() {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    queryClient.setQueryData(cartQuery('SEA').queryKey, cart);
    return queryClient.invalidateQueries({ queryKey: ['spares', 'cart'] });
  };
}

/** POST /cart/{pn}: adds a quantity of a part, once per `idempotencyKey` (one per add the user asks for). */
export function useAddToCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: ({ pn, ...body }: CartAddBody & { pn: string }) =>
      untypedApi.post<Cart>(`/cart/${encodeURIComponent(pn)}`, body),
    onSuccess: onChanged,
  });
}

/** PUT /cart: sets the whole cart (quantities as given). */
export function useReplaceCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: (body: CartPutBody) => untypedApi.put<Cart>('/cart', body),
    onSuccess: onChanged,
  });
}

/** DELETE /cart/{pn}: removes a line. */
export function useRemoveFromCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: (pn: string) => untypedApi.delete<Cart>(`/cart/${encodeURIComponent(pn)}`),
    onSuccess: onChanged,
  });
}

/** PUT /order: places the cart (the server empties it); the history and the cart refresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => untypedApi.put<{ id: number }>('/order', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['spares', 'cart'] }),
        queryClient.invalidateQueries({ queryKey: [orderListKey[0]] }),
      ]),
  });
}
