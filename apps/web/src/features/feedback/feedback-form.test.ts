import { describe, expect, it } from 'vitest';
import { bodyOf, initialValues, missingOf } from './feedback-form';

const file = new File(['x'], 'photo.png', { type: 'image/png' });

describe('feedback form', () => {
  it('defaults someoneElse to no, qty to 1, the broken robot purchase and website-issue dates to today', () => {
    const now = Date.UTC(2026, 0, 15, 10);
    const v = initialValues('brokenRobot', now);
    expect(v).toMatchObject({ someoneElse: 'no', qty: 1, purchaseDate: Date.UTC(2026, 0, 15) / 1000 });
    expect(initialValues('issues', now).dateCreate).toBe(Date.UTC(2026, 0, 15) / 1000);
  });

  it('starts the technical form without a purchase date (spec 03 gives it no default; it is optional)', () => {
    const v = initialValues('technical', Date.UTC(2026, 0, 15, 10));
    expect(v.purchaseDate).toBeNull();
    expect(missingOf(v, { menu: 'technical', formType: 'technical' })).not.toContain('purchaseDate');
  });

  it('sends only the open form’s fields, with the shipment sub-type', () => {
    const v = {
      ...initialValues('shipment'),
      invoiceNo: 'INV',
      description: 'Late',
      attachment: file,
      pn: 'X',
    };
    const body = bodyOf(
      v,
      { menu: 'robots', formType: 'shipment', shipmentType: 'didNotArrive' },
      {
        attachment: 7,
        files: [],
      },
    );
    expect(body).toMatchObject({ menu: 'robots', formType: 'shipment', type: 'didNotArrive', attachment: 7 });
    expect(body).not.toHaveProperty('pn');
    expect(body).not.toHaveProperty('elseData');
  });

  it('runs the contract rule: missing fields by form path', () => {
    const v = initialValues('shipment');
    expect(missingOf(v, { menu: 'others', formType: 'issues' })).toEqual(['subject', 'issueDescription']);
    expect(
      missingOf(
        { ...v, someoneElse: 'yes', subject: 'login', issueDescription: 'x' },
        {
          menu: 'others',
          formType: 'issues',
        },
      ),
    ).toEqual(['elseData.firstName', 'elseData.lastName']);
  });

  it('sends one serial per unit for a missing item, and the "other" texts of the technical form', () => {
    const v = { ...initialValues('shipment'), qty: 2, sns: ['A', 'B', 'C'] };
    expect(bodyOf(v, { menu: 'spareparts', formType: 'missingItem' }).sn).toEqual(['A', 'B']);
    const tech = bodyOf(
      { ...initialValues('technical'), poolSurface: 'other', poolSurfaceOther: 'Paint', waterLine: 'kerb' },
      { menu: 'technical', formType: 'technical' },
    );
    expect(tech).toMatchObject({ poolSurface: 'other', poolSurfaceOther: 'Paint', waterLine: 'kerb' });
    expect(tech).not.toHaveProperty('waterLineOther');
  });

  it('hides the serial and quantity of a wrong item until the part lookup says which applies', () => {
    const v = { ...initialValues('shipment'), sn: 'S1', qty: 3 };
    const none = bodyOf(v, { menu: 'robots', formType: 'wrongItem' });
    expect(none).not.toHaveProperty('sn');
    expect(none).not.toHaveProperty('qty');
    expect(bodyOf(v, { menu: 'robots', formType: 'wrongItem', isSerialPart: true })).toHaveProperty(
      'sn',
      'S1',
    );
    expect(bodyOf(v, { menu: 'robots', formType: 'wrongItem', isCountedPart: true })).toHaveProperty(
      'qty',
      3,
    );
  });
});
