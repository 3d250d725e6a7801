// Shared set-up of the complete-units tests (not a test file itself).
import type { CompleteUnitBody, UnitOptions } from '@poolside/contract/complete-units';
import { type Caller, callersOf, uploadPng } from '../../test/callers.ts';
import { todayOf } from '../../test/factories.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';

export { type Caller, callersOf } from '../../test/callers.ts';

/** Uploads a small PNG as the user (kind image unless told) and answers its file id. */
export const uploadInvoice = (ctx: TestContext, cookie: string, kind: 'image' | 'file' = 'image') =>
  uploadPng(ctx, cookie, 'invoice.png', kind);

export { todayOf };

/** A complete wizard payload for a serial (refund of a motor fault), with overrides. */
export function validBody(
  ctx: TestContext,
  options: UnitOptions,
  sn: string,
  invoice: number,
  over: Partial<CompleteUnitBody> = {},
): CompleteUnitBody {
  const today = todayOf(ctx);
  return {
    sn,
    dateArrived: today - 86400,
    firstName: 'Ana',
    lastName: 'Lopez',
    city: 'Madrid',
    email: 'ana@example.test',
    purchaseDate: today - 300 * 86400,
    purchasedFrom: 'Pool Shop',
    invoice,
    complaint: options.complaints.find((c) => !c.isOther)!.id,
    suspiciousPart: options.suspiciousParts[1].id,
    poolSurface: options.poolSurfaces[0].id,
    poolShape: options.poolShapes[0].id,
    poolWidth: 5,
    poolLength: 10.5,
    comments: 'Stops after five minutes',
    action: 'refund',
    ...over,
  };
}

export type UnitSuite = {
  ctx: TestContext;
  cookies: Record<string, string>;
  as: (email: string) => Caller;
  /** The wizard's option lists (as the first user reads them). */
  options: UnitOptions;
};

/** A suite's test context, its users logged in and the option lists: made before its tests, closed after. */
export function setUpUnitSuite(emails: string[]): UnitSuite {
  const suite = {} as UnitSuite;
  useTestContext(async (c) => {
    suite.ctx = c;
    Object.assign(suite, await callersOf(c, emails));
    suite.options = (await suite.as(emails[0])('GET', '/api/completeUnits/options')).data;
  });
  return suite;
}
