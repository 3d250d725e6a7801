import type { Cart, Order, OrderSummary, PartSearchRow } from '@poolside/contract/spares';

/** GET /order/{id}: two lines in euros, shipped by sea. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    internalNumber: 'PO-2026-7',
    dateCreate: Date.UTC(2026, 4, 2) / 1000,
    accountID: 1,
    userFullName: 'Ana Pool',
    companyId: 3,
    moovexID: '3001',
    companyName: 'Clear Pools',
    fullName: 'Ana Pool',
    address: '1 quai des Piscines',
    city: 'Lyon',
    zip: '69001',
    country: 'FR',
    deliverySchedule: null,
    notes: 'Leave at the gate',
    shippingMethod: 'SEA',
    shippingOther: '',
    salesMan: '',
    currency: 'EUR',
    discountPercent: 0,
    itemsTotal: 12_000,
    shippingPrice: 2_500,
    totalPrice: 14_500,
    totalQuantity: 3,
    items: [
      { pn: 'MTR-1', description: 'Drive motor', quantity: 1, itemPrice: 9_000, linePrice: 9_000 },
      { pn: 'BRS-2', description: 'Brush', quantity: 2, itemPrice: 1_500, linePrice: 3_000 },
    ],
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const {
    items,
    address,
    notes,
    zip,
    itemsTotal,
    shippingPrice,
    discountPercent,
    accountID,
    companyId,
    deliverySchedule,
    salesMan,
    shippingOther,
    ...summary
  } = order();
  return { ...summary, ...overrides };
}

/** GET /cart: one brush line in US dollars, priced for sea shipping. */
export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [
      {
        pn: 'AB-BRS-01',
        description: 'Brush',
        quantity: 4,
        hasPrice: true,
        listPrice: 1995,
        itemPrice: 1995,
        linePrice: 7980,
      },
    ],
    itemsTotal: 7980,
    shippingMethod: 'SEA',
    shippingPrice: 4500,
    shippingPrices: { SEA: 4500, AIR: 11000, OTHER: 0 },
    totalPrice: 12480,
    totalQuantity: 4,
    discountPercent: 0,
    currency: 'USD',
    orderID: null,
    ...overrides,
  };
}

/** POST /robots/parts: the brush AB-BRS-01 of the Swift 300 (2024), priced in US dollars. */
export function partRow(overrides: Partial<PartSearchRow> = {}): PartSearchRow {
  return {
    pn: 'RB-300',
    description: 'Swift 300',
    partPn: 'AB-BRS-01',
    partDescription: 'Brush',
    robotDescription: 'Swift 300',
    year: 2024,
    quantity: 2,
    itemPrice: 1995,
    currency: 'USD',
    successor: null,
    ...overrides,
  };
}
