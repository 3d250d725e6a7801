import { describe, expect, it } from 'vitest';
import {
  cartAddBodySchema,
  currencySymbol,
  discountedUnit,
  formatMinor,
  missingCheckoutFields,
  orderBodySchema,
  partSearchBodySchema,
  priceCart,
} from './spares.ts';

describe('currency symbols (spec 02 section 9)', () => {
  it('EUR €, ILS ₪, every other $', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('ILS')).toBe('₪');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('$');
  });
  it('formats minor units in the reader language', () => {
    expect(formatMinor(123450, 'USD')).toBe('$1,234.50');
    expect(formatMinor(5, 'EUR', 'eng')).toBe('€0.05');
    expect(formatMinor(123450, 'EUR', 'fra')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMinor(99, 'ILS', 'spa')).toBe('0,99\u00a0₪');
  });
});

describe('the one rounding rule', () => {
  it('rounds a discounted unit half up to a whole minor unit', () => {
    expect(discountedUnit(1000, 0)).toBe(1000);
    expect(discountedUnit(1999, 1000)).toBe(1799); // 1799.1
    expect(discountedUnit(1995, 1000)).toBe(1796); // 1795.5 → up
    expect(discountedUnit(1, 5000)).toBe(1); // 0.5 → up
    expect(discountedUnit(3, 1250)).toBe(3); // 2.625
    expect(discountedUnit(0, 1250)).toBe(0);
  });
  it('prices lines as unit × quantity and totals as sums, shipping only when not empty', () => {
    const t = priceCart(
      [
        { listPrice: 1995, quantity: 3 },
        { listPrice: 450, quantity: 100 },
      ],
      1000,
      4000,
    );
    expect(t.lines).toEqual([
      { itemPrice: 1796, linePrice: 5388 },
      { itemPrice: 405, linePrice: 40500 },
    ]);
    expect(t.itemsTotal).toBe(45888);
    expect(t.shippingPrice).toBe(4000);
    expect(t.totalPrice).toBe(49888);
    expect(t.totalQuantity).toBe(103);
    expect(priceCart([], 0, 4000)).toMatchObject({ itemsTotal: 0, shippingPrice: 0, totalPrice: 0 });
  });
});

describe('payloads', () => {
  it('bounds quantities to 1..100', () => {
    expect(cartAddBodySchema.safeParse({ quantity: 1 }).success).toBe(true);
    expect(cartAddBodySchema.safeParse({ quantity: 100 }).success).toBe(true);
    expect(cartAddBodySchema.safeParse({ quantity: 0 }).success).toBe(false);
    expect(cartAddBodySchema.safeParse({ quantity: 101 }).success).toBe(false);
    expect(cartAddBodySchema.safeParse({ quantity: 1.5 }).success).toBe(false);
  });
  it('requires the search input', () => {
    expect(partSearchBodySchema.safeParse({ searchType: 'pn', input: '  ' }).success).toBe(false);
    expect(partSearchBodySchema.parse({ input: 'ab' })).toMatchObject({ searchType: 'pn', page: 1 });
    expect(partSearchBodySchema.safeParse({ searchType: 'serial', input: 'x' }).success).toBe(false);
  });
  it('limits the zip to 12 characters and checks country and method', () => {
    const base = { idempotencyKey: 'abcdefgh12' };
    expect(orderBodySchema.safeParse({ ...base, zip: '123456789012' }).success).toBe(true);
    expect(orderBodySchema.safeParse({ ...base, zip: '1234567890123' }).success).toBe(false);
    expect(orderBodySchema.safeParse({ ...base, country: 'XX' }).success).toBe(false);
    expect(orderBodySchema.safeParse({ ...base, shippingMethod: 'TRAIN' }).success).toBe(false);
    expect(orderBodySchema.safeParse({ idempotencyKey: 'short' }).success).toBe(false);
  });
  it('names every missing checkout field, and the free text for OTHER', () => {
    expect(missingCheckoutFields({})).toEqual([
      'fullName',
      'address',
      'city',
      'country',
      'zip',
      'shippingMethod',
    ]);
    const full = {
      fullName: 'A',
      address: 'B',
      city: 'C',
      country: 'FR',
      zip: '75001',
      shippingMethod: 'SEA',
    };
    expect(missingCheckoutFields(full)).toEqual([]);
    expect(missingCheckoutFields({ ...full, shippingMethod: 'OTHER' })).toEqual(['shippingOther']);
    expect(missingCheckoutFields({ ...full, shippingMethod: 'OTHER', shippingOther: 'Courier' })).toEqual([]);
  });
});
