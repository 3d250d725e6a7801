// Spare parts (spec 02: "Part search result", "Cart", "Order", cart flow, checkout rules, currency symbols).
// Money travels and is stored as integer minor units (cents, agorot); `priceCart` is the one pricing and
// rounding rule: the server prices carts and orders with it, the screen only shows what it answers (and
// re-adds a different shipping price with it while the user changes the method).
import { z } from 'zod';
import { isBlankText, textSchema } from './text.ts';
import { unixDateSchema } from './dates.ts';
import { limits } from './constants.ts';
import { countryCodes } from './countries.ts';
import { idempotencyKeySchema } from './idempotency.ts';
import { keysetPageSchema, keysetQuerySchema } from './lists.ts';
import { normalizePn } from './part-rules.ts';

export const orderCurrencies = ['USD', 'EUR', 'ILS'] as const;
export type OrderCurrency = (typeof orderCurrencies)[number];

// The formatter lives in money.ts (one for every module); spares' callers import it from here too.
export { currencySymbol, formatMinor } from './money.ts';

/** The quantity chooser's bounds (spec 02 section 9), also the bound of a cart line. */
export const quantityMin = 1;
export const quantityMax = limits.quantityMax;

export const shippingMethods = ['SEA', 'AIR', 'OTHER'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
/** Spec 02 section 9: the shipping method starts at SEA. */
export const defaultShippingMethod: ShippingMethod = 'SEA';

/**
 * "Other" is the partner's own way (free text): it has no rate, its cost is settled with the maker later.
 * So it is priced at 0 and every screen, mail and PDF says "to be confirmed" instead of a price.
 */
export function isShippingCostKnown(method: ShippingMethod): boolean {
  return method !== 'OTHER';
}

/** Basis points (1/100 of a percent) of a price-list discount: 1250 = 12.5 %. */
export const discountBpMax = 9_000;

/**
 * The one rounding rule: a unit price after the company's discount, rounded half up to a whole minor unit
 * (integer arithmetic only). Lines are unit × quantity, totals are sums: nothing else is ever rounded.
 */
export function discountedUnit(listMinor: number, discountBp: number): number {
  return Math.floor((listMinor * (10_000 - discountBp) + 5_000) / 10_000);
}

export type PricedLine = { quantity: number; listPrice: number };
export type CartTotals = {
  /** Per line: the unit price after discount and the line's price. */
  lines: { itemPrice: number; linePrice: number }[];
  itemsTotal: number;
  shippingPrice: number;
  totalPrice: number;
  totalQuantity: number;
};

/** Prices a cart or an order: discounted unit prices, line prices, totals; an empty cart ships free. */
export function priceCart(lines: PricedLine[], discountBp: number, shippingMinor: number): CartTotals {
  const priced = lines.map((l) => {
    const itemPrice = discountedUnit(l.listPrice, discountBp);
    return { itemPrice, linePrice: itemPrice * l.quantity };
  });
  const itemsTotal = priced.reduce((s, l) => s + l.linePrice, 0);
  const totalQuantity = lines.reduce((s, l) => s + l.quantity, 0);
  const shippingPrice = lines.length ? shippingMinor : 0;
  return { lines: priced, itemsTotal, shippingPrice, totalPrice: itemsTotal + shippingPrice, totalQuantity };
}

const pn = z.string().trim().min(1).max(60).transform(normalizePn);
const quantity = z.number().int().min(quantityMin).max(quantityMax);
const minor = z.number().int();

// ---- part search -------------------------------------------------------------------------------------

export const partSearchTypes = ['pn', 'robot', 'global'] as const;
export type PartSearchType = (typeof partSearchTypes)[number];
export const partSearchPageSize = 20;

/** POST /api/robots/parts: search by part number, by robot (PN or name) or everywhere; input required. */
export const partSearchBodySchema = z.object({
  searchType: z.enum(partSearchTypes).default('pn'),
  input: z.string().trim().min(1).max(60),
  page: z.number().int().min(1).max(500).default(1),
  pageSize: z.number().int().min(1).max(50).default(partSearchPageSize),
});
export type PartSearchBody = z.input<typeof partSearchBodySchema>;

/** A part that replaces a superseded one (a compatibility row old PN → new PN). */
export const partSuccessorSchema = z.object({ pn: z.string(), description: z.string() });

/**
 * A part search row (spec 02): the robot (`pn`, `description`, also `robotDescription`, `year`) and the part
 * (`partPn`, `partDescription`, `quantity` fitted in that robot); a part in no workbook has empty robot
 * fields. `itemPrice` is the company's unit price (null: not sold in its currency); `successor` is set when
 * the part is superseded.
 */
export const partSearchRowSchema = z.object({
  pn: z.string(),
  description: z.string(),
  partPn: z.string(),
  partDescription: z.string(),
  robotDescription: z.string(),
  year: z.number().int().nullable(),
  quantity: z.number().int(),
  itemPrice: minor.nullable(),
  currency: z.enum(orderCurrencies),
  successor: partSuccessorSchema.nullable(),
});
export type PartSearchRow = z.infer<typeof partSearchRowSchema>;
export const partSearchAnswerSchema = z.object({ rows: z.array(partSearchRowSchema), hasMore: z.boolean() });
export type PartSearchAnswer = z.infer<typeof partSearchAnswerSchema>;

// ---- cart --------------------------------------------------------------------------------------------

export const pnParamSchema = z.object({ pn });
/**
 * POST /api/cart/{pn}. With `idempotencyKey` (one per add the user asks for), the same add repeated (a
 * retry, a double click) adds once and answers the cart.
 */
export const cartAddBodySchema = z.object({ quantity, idempotencyKey: idempotencyKeySchema.optional() });
export type CartAddBody = z.input<typeof cartAddBodySchema>;
export const cartPutBodySchema = z.object({
  items: z.array(z.object({ pn, quantity })).max(200),
});
export type CartPutBody = z.input<typeof cartPutBodySchema>;
export const cartQuerySchema = z.object({ shippingMethod: z.enum(shippingMethods).optional() });

export const cartItemSchema = z.object({
  pn: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** False when the part has no price in the company's currency (it cannot be ordered; prices show 0). */
  hasPrice: z.boolean(),
  /** Unit list price, then the unit price after the company's discount, then the line: minor units. */
  listPrice: minor,
  itemPrice: minor,
  linePrice: minor,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart (spec 02) priced on the server in the company's currency, with every method's shipping. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  itemsTotal: minor,
  shippingMethod: z.enum(shippingMethods),
  shippingPrice: minor,
  // An object of the three methods rather than a record: the API description then names its properties.
  shippingPrices: z.object({ SEA: minor, AIR: minor, OTHER: minor } satisfies Record<
    ShippingMethod,
    typeof minor
  >),
  totalPrice: minor,
  totalQuantity: z.number().int(),
  discountPercent: z.number(),
  currency: z.enum(orderCurrencies),
  orderID: z.number().int().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

// ---- order -------------------------------------------------------------------------------------------

const text = textSchema;
/** Unix seconds of a date (any time of day; the server floors it to its UTC date). */
const unixDate = unixDateSchema;

/**
 * PUT /api/order: the shipping details. Required fields are optional here so the server answers every
 * missing one at once (-12, `missingCheckoutFields`); a bad value is -6. `idempotencyKey` is made once per
 * submission by the screen: a retry or a double click with the same key answers the same order.
 */
export const orderBodySchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  fullName: text(120).optional(),
  address: text(300).optional(),
  city: text(120).optional(),
  country: z.union([z.literal(''), z.enum(countryCodes)]).optional(),
  zip: text(limits.zipMax).optional(),
  shippingMethod: z.enum(shippingMethods).nullable().optional(),
  shippingOther: text(200).optional(),
  internalNumber: text(60).optional(),
  salesMan: text(120).optional(),
  deliverySchedule: unixDate.nullable().optional(),
  notes: text(2000).optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;
export type OrderInput = z.output<typeof orderBodySchema>;

export type CheckoutField =
  | 'fullName'
  | 'address'
  | 'city'
  | 'country'
  | 'zip'
  | 'shippingMethod'
  | 'shippingOther';

const isBlank = isBlankText;

/** Spec 02 "Checkout required", in the form's order: free text is required when the method is OTHER. */
export function missingCheckoutFields(draft: Partial<Record<CheckoutField, string | null>>): CheckoutField[] {
  const missing: CheckoutField[] = [];
  for (const f of ['fullName', 'address', 'city', 'country', 'zip', 'shippingMethod'] as const) {
    if (isBlank(draft[f])) missing.push(f);
  }
  if (draft.shippingMethod === 'OTHER' && isBlank(draft.shippingOther)) missing.push('shippingOther');
  return missing;
}

export const orderCreatedSchema = z.object({ id: z.number().int() });

export const orderLineSchema = z.object({
  pn: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  itemPrice: minor,
  linePrice: minor,
});

/** An order (spec 02): the shipping details, who placed it, its priced lines and totals in its currency. */
export const orderSchema = z.object({
  id: z.number().int(),
  internalNumber: z.string(),
  dateCreate: z.number().int(),
  accountID: z.number().int(),
  userFullName: z.string(),
  companyId: z.number().int(),
  moovexID: z.string(),
  companyName: z.string(),
  fullName: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  deliverySchedule: z.number().int().nullable(),
  notes: z.string(),
  shippingMethod: z.enum(shippingMethods),
  shippingOther: z.string(),
  salesMan: z.string(),
  currency: z.enum(orderCurrencies),
  discountPercent: z.number(),
  itemsTotal: minor,
  shippingPrice: minor,
  totalPrice: minor,
  totalQuantity: z.number().int(),
  items: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema.omit({
  items: true,
  address: true,
  notes: true,
  zip: true,
  itemsTotal: true,
  shippingPrice: true,
  discountPercent: true,
  accountID: true,
  companyId: true,
  deliverySchedule: true,
  salesMan: true,
  shippingOther: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/order: keyset-paged history (`?page&pageSize&sort&filter&after`). */
export const orderListQuerySchema = keysetQuerySchema;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderSortKeys = ['id', 'dateCreate', 'totalPrice'] as const;

/** The history page and, as the spec says, the reader's currency. */
export const orderPageSchema = keysetPageSchema(orderSummarySchema).extend({
  currency: z.enum(orderCurrencies),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
