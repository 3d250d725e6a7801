export { sparesKeys } from './keys';
export { useAddToCart, usePlaceOrder, useRemoveFromCart, useReplaceCart } from './mutations';
export { cartQuery, orderQuery, partSearchQuery } from './queries';
