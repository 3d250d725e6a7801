import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@poolside/contract/idempotency';
import { newSubmissionKey } from '../../lib/submission-key';
import { emptyShipping, missingShipping, orderBodyOf } from './order-form';

const me = { name: 'Steve Service', address: '1 Harbour Road', city: 'Tampa', country: 'US', zip: '33601' };

describe('the checkout form', () => {
  it('starts from the profile with the SEA method (spec 02 s9)', () => {
    const { name: _name, ...address } = me;
    expect(emptyShipping(me)).toMatchObject({ ...address, fullName: 'Steve Service', shippingMethod: 'SEA' });
    expect(missingShipping(emptyShipping(me))).toEqual([]);
  });

  it('names missing fields with the contract rule, the free text only for OTHER', () => {
    const values = { ...emptyShipping({ name: '' }), shippingMethod: 'OTHER' as const };
    expect(missingShipping(values)).toEqual([
      'fullName',
      'address',
      'city',
      'country',
      'zip',
      'shippingOther',
    ]);
  });

  it('sends no prices and drops the free text unless the method is OTHER', () => {
    const body = orderBodyOf({ ...emptyShipping(me), shippingOther: 'Courier' }, 'key-12345678');
    expect(body).toMatchObject({ idempotencyKey: 'key-12345678', shippingMethod: 'SEA', shippingOther: '' });
    expect(Object.keys(body)).not.toContain('totalPrice');
    expect(Object.keys(body)).not.toContain('items');
  });

  it('makes a new key per submission in the contract format', () => {
    const a = newSubmissionKey();
    expect(a).toMatch(/^[a-f0-9]{32}$/);
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newSubmissionKey()).not.toBe(a);
  });
});
