import type { PartSearchBody, ShippingMethod } from '@poolside/contract/spares';

/** The query keys of the spares screens: a write refreshes what it changed by these. */
const all = ['spares'] as const;

export const sparesKeys = {
  all,
  search: (body: PartSearchBody) => [...all, 'search', body] as const,
  carts: () => [...all, 'cart'] as const,
  cart: (shippingMethod: ShippingMethod) => [...all, 'cart', shippingMethod] as const,
  order: (id: number) => [...all, 'order', id] as const,
  /** The order history (DataList pages under it). */
  orders: () => ['orders'] as const,
  orderList: () => ['orders', 'list'] as const,
};
