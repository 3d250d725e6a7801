// Shared set-up of the feedback tests (not a test file itself).
import type { FeedbackBody } from '@poolside/contract/feedback';
import { multipart, sampleFiles } from '../../test/files.ts';
import type { TestContext } from '../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the tests
type Data = any;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{ http: number; status: boolean; code: number; data: Data }>;

/** Logs every e-mail in once and answers a caller that returns HTTP status + envelope. */
export async function callersOf(ctx: TestContext, emails: string[]) {
  const cookies: Record<string, string> = {};
  for (const email of emails) cookies[email] = await ctx.login(email);
  const as =
    (email: string): Caller =>
    async (method, url, payload) => {
      const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
      return { http: res.statusCode, ...res.json() };
    };
  return { cookies, as };
}

/** Uploads a small PNG as the user (kind image unless told) and answers its file id. */
export async function uploadImage(ctx: TestContext, cookie: string, kind: 'image' | 'file' = 'image') {
  const { payload, headers } = multipart('photo.png', sampleFiles.png());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload,
    headers: { ...headers, cookie },
  });
  return res.json().data.id as number;
}

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
