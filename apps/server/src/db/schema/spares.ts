import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';
import { partNumbers } from './catalogue.ts';
import { companyRef } from './companies.ts';
import { userRef } from './auth.ts';

/** A part's list price in one currency, in minor units (docs/decisions.md "Spare parts"). */
export const partPrices = pgTable(
  'part_prices',
  {
    pn: text('pn')
      .notNull()
      .references(() => partNumbers.pn, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pn, t.currency] })],
);

/** A price list (companies.price_list names one): a discount on every list price, in basis points. */
export const priceLists = pgTable('price_lists', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  discountBp: integer('discount_bp').notNull().default(0),
});

/** What shipping costs per method and currency, in minor units. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.method, t.currency] })],
);

/** A user's cart line; the cart lives on the server per user and survives logout. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef('cascade'),
    pn: text('pn')
      .notNull()
      .references(() => partNumbers.pn),
    quantity: integer('quantity').notNull(),
    /**
     * The idempotency key of the last add to this line (POST /api/cart/{pn}): the same add repeated (a
     * retry, a double click) finds it here and adds nothing. Only the last one is kept: a repeat comes
     * right after its add.
     */
    lastAddKey: text('last_add_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_user_pn_uq').on(t.userId, t.pn)],
);

/** A placed order: shipping details, prices as computed on the server at placement, in its currency. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    /** Made by the screen once per submission: a retry with the same key answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    internalNumber: text('internal_number').notNull().default(''),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingOther: text('shipping_other').notNull().default(''),
    salesMan: text('sales_man').notNull().default(''),
    deliveryDate: date('delivery_date'),
    notes: text('notes').notNull().default(''),
    currency: text('currency').notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    itemsTotalMinor: integer('items_total_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_user_key_uq').on(t.userId, t.idempotencyKey),
    index('orders_company_id_idx').on(t.companyId, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // The total-price sort, overall and per company; the free-text search (internal number, name, city).
    index('orders_total_idx').on(t.totalMinor, t.id),
    index('orders_company_total_idx').on(t.companyId, t.totalMinor, t.id),
    index('orders_search_trgm').using(
      'gin',
      sql`(${t.internalNumber} || ' ' || ${t.fullName} || ' ' || ${t.city}) gin_trgm_ops`,
    ),
    // The staff search finds an order by its internal number in any case (modules/search).
    index('orders_internal_lower_idx').on(sql`lower(${t.internalNumber})`),
  ],
);

/** An order's line, priced at placement (unit after discount, and unit × quantity). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    pn: text('pn').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    listMinor: integer('list_minor').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    lineMinor: integer('line_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);
