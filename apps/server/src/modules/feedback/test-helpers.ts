// Shared set-up of the feedback tests (not a test file itself).
import type { FeedbackBody } from '@poolside/contract/feedback';
import { uploadPng } from '../../test/callers.ts';
import type { TestContext } from '../../test/harness.ts';

export { type Caller, callersOf } from '../../test/callers.ts';

/** Uploads a small PNG as the user (kind image unless told) and answers its file id. */
export const uploadImage = (ctx: TestContext, cookie: string, kind: 'image' | 'file' = 'image') =>
  uploadPng(ctx, cookie, 'photo.png', kind);

/** A complete payload of every form (a seeded robot serial and PN), with the attachment given. */
export function validForms(attachment: number): Record<string, FeedbackBody> {
  return {
    shipment: {
      menu: 'robots',
      formType: 'shipment',
      type: 'didNotArrive',
      invoiceNo: 'INV-1',
      incoTerm: 'CIF',
      shippingMethod: 'AIR',
      description: 'Never arrived',
      attachment,
    },
    missingItem: {
      menu: 'robots',
      formType: 'missingItem',
      pn: 'ab-s300',
      qty: 2,
      sn: ['sn9001', ''],
      invoiceNo: 'INV-2',
      description: 'One unit missing',
      attachment,
    },
    wrongItem: {
      menu: 'spareparts',
      formType: 'wrongItem',
      incorrectItemNo: 'PT-1',
      correctItemNo: 'PT-2',
      invoiceNo: 'INV-3',
      attachment,
    },
    brokenRobot: {
      menu: 'robots',
      formType: 'brokenRobot',
      sn: 'SN100050',
      purchasedBy: 'Ana Lopez',
      purchaseDate: 1_600_000_000,
      defectivePart: 'cable',
      description: 'Cable cut',
      attachment,
    },
    brokenItem: {
      menu: 'spareparts',
      formType: 'brokenItem',
      pn: 'PT-7',
      qty: 1,
      description: 'Bent',
      attachment,
    },
    technical: {
      menu: 'technical',
      formType: 'technical',
      sn: 'SN100050',
      hasWarranty: 'yes',
      attachment,
      poolSurface: 'other',
      poolSurfaceOther: 'Painted concrete',
      poolShape: 'rectangular',
      poolWidth: 5,
      poolLength: 12,
      waterTreatment: 'bio',
      waterLine: 'kerb',
      failureDescription: 'Stops after five minutes',
      someoneElse: 'yes',
      elseData: { firstName: 'Léa', lastName: 'Moreau', companyName: 'Moreau Piscines' },
    },
    issues: { menu: 'others', formType: 'issues', subject: 'search', issueDescription: 'No results' },
  };
}
