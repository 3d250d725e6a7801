import { describe, expect, it } from 'vitest';
import {
  codesMatching,
  type FeedbackDraft,
  feedbackBodySchema,
  feedbackFormTypes,
  feedbackStatuses,
  missingFeedbackFields,
  poolSizes,
  serialFieldCount,
  websiteIssues,
} from './feedback.ts';

const complete: Record<string, FeedbackDraft> = {
  shipment: {
    menu: 'robots',
    formType: 'shipment',
    type: 'didNotArrive',
    invoiceNo: 'INV-1',
    description: 'Late',
    attachment: 3,
  },
  missingItem: {
    menu: 'robots',
    formType: 'missingItem',
    pn: 'AB-S300',
    invoiceNo: 'INV-1',
    attachment: 3,
    qty: 2,
    description: 'One missing',
  },
  wrongItem: { menu: 'spareparts', formType: 'wrongItem', invoiceNo: 'INV-1', attachment: 3 },
  brokenRobot: {
    menu: 'robots',
    formType: 'brokenRobot',
    sn: 'SN1',
    purchaseDate: 1_700_000_000,
    attachment: 3,
    purchasedBy: 'Ana',
    description: 'Cracked',
    defectivePart: 'body',
  },
  brokenItem: {
    menu: 'spareparts',
    formType: 'brokenItem',
    pn: 'P1',
    qty: 1,
    description: 'Bent',
    attachment: 3,
  },
  technical: {
    menu: 'technical',
    formType: 'technical',
    sn: 'SN1',
    hasWarranty: 'yes',
    attachment: 3,
    poolSurface: 'cement',
    poolShape: 'kidney',
    poolWidth: 5,
    poolLength: 10,
    waterTreatment: 'bio',
    failureDescription: 'Stops',
  },
  issues: { menu: 'others', formType: 'issues', subject: 'login', issueDescription: 'Cannot sign in' },
};

describe('missingFeedbackFields', () => {
  it.each(feedbackFormTypes)('passes a complete %s form', (formType) => {
    expect(missingFeedbackFields(complete[formType])).toEqual([]);
  });

  it('answers menu and formType first, and a form the menu does not offer as formType', () => {
    expect(missingFeedbackFields({})).toEqual(['menu', 'formType']);
    expect(missingFeedbackFields({ menu: 'robots' })).toEqual(['formType']);
    expect(missingFeedbackFields({ ...complete.brokenItem, menu: 'robots' })).toEqual(['formType']);
    expect(missingFeedbackFields({ ...complete.brokenRobot, menu: 'spareparts' })).toEqual(['formType']);
  });

  it('names every missing field of each form in its order', () => {
    expect(missingFeedbackFields({ menu: 'robots', formType: 'shipment' })).toEqual([
      'type',
      'invoiceNo',
      'description',
      'attachment',
    ]);
    expect(missingFeedbackFields({ menu: 'robots', formType: 'missingItem' })).toEqual([
      'pn',
      'invoiceNo',
      'attachment',
      'qty',
      'description',
    ]);
    // Spares: no robot part number.
    expect(missingFeedbackFields({ menu: 'spareparts', formType: 'missingItem' })).toEqual([
      'invoiceNo',
      'attachment',
      'qty',
      'description',
    ]);
    expect(missingFeedbackFields({ menu: 'robots', formType: 'wrongItem' })).toEqual([
      'invoiceNo',
      'attachment',
    ]);
    expect(missingFeedbackFields({ menu: 'robots', formType: 'brokenRobot', description: '  ' })).toEqual([
      'sn',
      'purchaseDate',
      'attachment',
      'purchasedBy',
      'description',
      'defectivePart',
    ]);
    expect(missingFeedbackFields({ menu: 'spareparts', formType: 'brokenItem' })).toEqual([
      'pn',
      'qty',
      'description',
      'attachment',
    ]);
    expect(missingFeedbackFields({ menu: 'technical', formType: 'technical' })).toEqual([
      'sn',
      'hasWarranty',
      'attachment',
      'poolSurface',
      'poolShape',
      'poolWidth',
      'poolLength',
      'waterTreatment',
      'failureDescription',
    ]);
    expect(missingFeedbackFields({ menu: 'others', formType: 'issues' })).toEqual([
      'subject',
      'issueDescription',
    ]);
  });

  it('requires the free text of every "other" choice of the technical form', () => {
    const draft = {
      ...complete.technical,
      poolSurface: 'other',
      waterTreatment: 'other',
      waterLine: 'other',
    } as const;
    expect(missingFeedbackFields(draft)).toEqual([
      'poolSurfaceOther',
      'waterTreatmentOther',
      'waterLineOther',
    ]);
    expect(
      missingFeedbackFields({
        ...draft,
        poolSurfaceOther: 'Tiles',
        waterTreatmentOther: 'Ozone',
        waterLineOther: 'Skimmer',
      }),
    ).toEqual([]);
  });

  it('requires the other person’s names when someoneElse is yes', () => {
    expect(missingFeedbackFields({ ...complete.issues, someoneElse: 'yes' })).toEqual([
      'elseData.firstName',
      'elseData.lastName',
    ]);
    expect(
      missingFeedbackFields({
        ...complete.issues,
        someoneElse: 'yes',
        elseData: { firstName: 'Léa', lastName: 'Moreau' },
      }),
    ).toEqual([]);
    expect(missingFeedbackFields({ ...complete.issues, someoneElse: 'no' })).toEqual([]);
  });
});

describe('feedbackBodySchema', () => {
  it('upper-cases serials and part numbers, keeps a serial list', () => {
    const parsed = feedbackBodySchema.parse({ pn: ' ab-s300 ', sn: ['sn1', 'sn2'] });
    expect(parsed.pn).toBe('AB-S300');
    expect(parsed.sn).toEqual(['SN1', 'SN2']);
  });

  it('refuses values outside the option lists', () => {
    expect(feedbackBodySchema.safeParse({ incoTerm: 'XYZ' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ poolWidth: 16 }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ complaintType: 'x' }).success).toBe(true); // not a form field
    expect(feedbackBodySchema.safeParse({ clientKey: 'a b' }).success).toBe(false);
  });
});

describe('constants', () => {
  it('has the lists of spec 03 section 9', () => {
    expect(poolSizes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(websiteIssues).toHaveLength(8);
    expect(feedbackStatuses).toEqual(['SNT', 'REC', 'PRO', 'CLS']);
  });

  it('counts serial fields from qty, non-numeric as 1', () => {
    expect(serialFieldCount(3)).toBe(3);
    expect(serialFieldCount('abc')).toBe(1);
    expect(serialFieldCount(0)).toBe(1);
  });

  it('matches codes by code or word in any language', () => {
    expect(codesMatching(feedbackStatuses, 'clô')).toEqual(['CLS']);
    expect(codesMatching(feedbackStatuses, 'rec')).toEqual(['REC']);
    expect(codesMatching(feedbackFormTypes, 'broken')).toEqual(['brokenRobot', 'brokenItem']);
    expect(codesMatching(feedbackStatuses, 'zzz')).toEqual([]);
    // A code names itself only ("issues" is also in the word "Technical issues").
    expect(codesMatching(feedbackFormTypes, 'issues')).toEqual(['issues']);
    // The words are the screen's: "Shipment issue", "Technical issue", "Website issues".
    expect(codesMatching(feedbackFormTypes, 'issue')).toEqual(['shipment', 'technical', 'issues']);
    expect(codesMatching(feedbackStatuses, 'in process')).toEqual(['PRO']);
  });
});
