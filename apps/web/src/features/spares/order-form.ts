import {
  type CheckoutField,
  defaultShippingMethod,
  missingCheckoutFields,
  type OrderBody,
  type ShippingMethod,
} from '@poolside/contract/spares';

/** The shipping details form (the delivery date as a date-only value; empty texts as ''). */
export type ShippingValues = {
  fullName: string;
  address: string;
  city: string;
  country: string;
  zip: string;
  shippingMethod: ShippingMethod;
  shippingOther: string;
  internalNumber: string;
  salesMan: string;
  deliverySchedule: number | null;
  notes: string;
};

export function emptyShipping(me: {
  name: string;
  address?: string;
  city?: string;
  country?: string;
  zip?: string;
}): ShippingValues {
  return {
    fullName: me.name ?? '',
    address: me.address ?? '',
    city: me.city ?? '',
    country: me.country ?? '',
    zip: me.zip ?? '',
    shippingMethod: defaultShippingMethod,
    shippingOther: '',
    internalNumber: '',
    salesMan: '',
    deliverySchedule: null,
    notes: '',
  };
}

/** The contract's required rule on the form: every missing field's name. */
export const missingShipping = (v: ShippingValues): CheckoutField[] => missingCheckoutFields(v);

/** The PUT /order body of the form (prices are never sent: the server computes them). */
export function orderBodyOf(v: ShippingValues, idempotencyKey: string): OrderBody {
  return {
    idempotencyKey,
    fullName: v.fullName,
    address: v.address,
    city: v.city,
    country: v.country as OrderBody['country'],
    zip: v.zip,
    shippingMethod: v.shippingMethod,
    shippingOther: v.shippingMethod === 'OTHER' ? v.shippingOther : '',
    internalNumber: v.internalNumber,
    salesMan: v.salesMan,
    deliverySchedule: v.deliverySchedule,
    notes: v.notes,
  };
}
