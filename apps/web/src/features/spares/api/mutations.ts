import type { Cart, CartAddBody, CartPutBody, OrderBody } from '@poolside/contract/spares';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { refreshRelated } from '../../../lib/refresh-related';
import { sparesKeys } from './keys';

/**
 * A cart write answers the cart priced for sea shipping: that is what the cache shows at once; the carts
 * priced for the other shipping methods are read again.
 */
function useCartChanged() {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    queryClient.setQueryData(sparesKeys.cart('SEA'), cart);
    return refreshRelated(queryClient, sparesKeys.carts(), sparesKeys.cart('SEA'));
  };
}

/** POST /cart/{pn}: adds a quantity of a part, once per `idempotencyKey` (one per add the user asks for). */
export function useAddToCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: ({ pn, ...body }: CartAddBody & { pn: string }) =>
      api.post('/cart/{pn}', body, { path: { pn } }),
    onSuccess: onChanged,
  });
}

/** PUT /cart: sets the whole cart (quantities as given). */
export function useReplaceCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: (body: CartPutBody) => api.put('/cart', body),
    onSuccess: onChanged,
  });
}

/** DELETE /cart/{pn}: removes a line. */
export function useRemoveFromCart() {
  const onChanged = useCartChanged();
  return useMutation({
    mutationFn: (pn: string) => api.delete('/cart/{pn}', { path: { pn } }),
    onSuccess: onChanged,
  });
}

/** PUT /order: places the cart (the server empties it); the history and the cart refresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => api.put('/order', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sparesKeys.carts() }),
        queryClient.invalidateQueries({ queryKey: sparesKeys.orders() }),
      ]),
  });
}
