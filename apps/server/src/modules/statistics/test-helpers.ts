// The statistics suites' fixed data set (not a test file): two customers' RMAs and lines, feedback reports,
// complete-unit requests and usage events in the first quarter of 2031 (and a few just outside it), far
// from the demo data's dates, so every report has an answer known by hand (statistics*.test.ts).
import type { StatisticsParamEntry } from '@poolside/contract/statistics';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import { statEvents } from '../../db/schema/statistics.ts';
import { callersOf } from '../../test/callers.ts';
import { buildCompany, buildRobot, buildUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** The range the known answers are about: 2031-01-01 .. 2031-03-31 (counted per month). */
export const quarter = { fromDate: Date.UTC(2031, 0, 1) / 1000, toDate: Date.UTC(2031, 2, 31) / 1000 };
/** The test clock while the data set is read ("now" of the response times). */
export const statisticsNow = '2031-06-30T12:00:00Z';

const at = (iso: string) => new Date(iso);
const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export type StatisticsData = Awaited<ReturnType<typeof buildStatisticsData>>;

/** Builds the data set; the customers' numbers are unique per call (STA-<n>, STB-<n>). */
export async function buildStatisticsData(ctx: TestContext, n: number) {
  const db = ctx.deps.db;
  const alpha = await buildCompany(ctx, { name: `Alpha Pools ${n}`, number: `STA-${n}` });
  const beta = await buildCompany(ctx, { name: `Beta Spa ${n}`, number: `STB-${n}` });
  const anna = await buildUser(ctx, { companyId: alpha.id, name: `Anna Alpha ${n}` });
  const bob = await buildUser(ctx, { companyId: alpha.id, name: `Bob Alpha ${n}` });
  const carl = await buildUser(ctx, { companyId: beta.id, name: `Carl Beta ${n}` });

  // ---- RMAs and lines ----
  const rma = async (company: number, user: number, sent: string, status: string) => {
    const [row] = await db
      .insert(rmaRequests)
      .values({ companyId: company, userId: user, status, dateSent: at(sent) })
      .returning({ id: rmaRequests.id });
    return row.id;
  };
  const line = (
    parentId: number | null,
    company: number,
    user: number,
    values: {
      robotSn: string;
      robotPn: string;
      oldPn: string;
      repairDate: string;
      green: boolean;
      qa: boolean;
    },
  ) =>
    db.insert(rmaLines).values({
      parentId,
      companyId: company,
      userId: user,
      robotSn: values.robotSn,
      robotPn: values.robotPn,
      oldPn: values.oldPn,
      newPn: values.oldPn,
      repairDate: values.repairDate,
      underWarranty: values.green,
      returnToQa: values.qa,
    });
  const snA = `STATSA${n}`;
  const snB1 = `STATSB${n}1`;
  const snB2 = `STATSB${n}2`;
  const r1 = await rma(alpha.id, anna.id, '2031-01-10T09:00:00Z', 'REC');
  await line(r1, alpha.id, anna.id, {
    robotSn: snA,
    robotPn: 'AB-S300',
    oldPn: 'PN-PUMP',
    repairDate: '2031-01-05',
    green: true,
    qa: true,
  });
  await line(r1, alpha.id, anna.id, {
    robotSn: snA,
    robotPn: 'AB-S300',
    oldPn: 'PN-MOTOR',
    repairDate: '2031-01-06',
    green: false,
    qa: false,
  });
  const r2 = await rma(alpha.id, bob.id, '2031-02-03T09:00:00Z', 'SNT');
  await line(r2, alpha.id, bob.id, {
    robotSn: snA,
    robotPn: 'AB-S300',
    oldPn: 'PN-PUMP',
    repairDate: '2031-02-01',
    green: true,
    qa: false,
  });
  const r3 = await rma(beta.id, carl.id, '2031-02-20T09:00:00Z', 'REC');
  await line(r3, beta.id, carl.id, {
    robotSn: snB1,
    robotPn: 'AB-X500',
    oldPn: 'PN-PUMP',
    repairDate: '2031-02-15',
    green: false,
    qa: true,
  });
  await line(r3, beta.id, carl.id, {
    robotSn: snB2,
    robotPn: 'AB-X500',
    oldPn: 'PN-PSU',
    repairDate: '2031-02-16',
    green: true,
    qa: true,
  });
  await line(r3, beta.id, carl.id, {
    robotSn: snB2,
    robotPn: 'AB-X500',
    oldPn: 'PN-PSU',
    repairDate: '2031-02-16',
    green: true,
    qa: false,
  });
  // Outside the quarter: sent in April, repaired on April 1st.
  const r4 = await rma(beta.id, carl.id, '2031-04-02T09:00:00Z', 'SNT');
  await line(r4, beta.id, carl.id, {
    robotSn: snB1,
    robotPn: 'AB-X500',
    oldPn: 'PN-PUMP',
    repairDate: '2031-04-01',
    green: true,
    qa: true,
  });
  // An unsent draft (QA counts it: the rule marks a line when it is reported).
  await line(null, alpha.id, anna.id, {
    robotSn: snA,
    robotPn: 'AB-S300',
    oldPn: 'PN-MOTOR',
    repairDate: '2031-03-05',
    green: false,
    qa: true,
  });

  // ---- feedback reports ----
  const feedback = async (
    company: number,
    user: number,
    created: string,
    values: {
      status: string;
      department?: string;
      complaintType?: string;
      rootReason?: string;
      answeredAfterDays?: number;
    },
  ) => {
    const createdAt = at(created);
    await db.insert(feedbackReports).values({
      companyId: company,
      userId: user,
      menu: 'robots',
      formType: 'brokenRobot',
      status: values.status,
      department: values.department ?? null,
      complaintType: values.complaintType ?? null,
      handling: values.rootReason === undefined ? {} : { rootReason: values.rootReason },
      firstStatusChangeAt:
        values.answeredAfterDays === undefined ? null : days(createdAt, values.answeredAfterDays),
      createdAt,
      updatedAt: createdAt,
    });
  };
  await feedback(alpha.id, anna.id, '2031-01-05T10:00:00Z', {
    status: 'CLS',
    department: 'production',
    complaintType: 'manufacturer',
    rootReason: 'Seal leak',
    answeredAfterDays: 2,
  });
  await feedback(alpha.id, bob.id, '2031-01-20T10:00:00Z', {
    status: 'PRO',
    department: 'production',
    complaintType: 'sup',
    rootReason: ' seal LEAK ',
    answeredAfterDays: 36,
  });
  await feedback(alpha.id, anna.id, '2031-02-10T10:00:00Z', { status: 'SNT' });
  await feedback(beta.id, carl.id, '2031-02-11T10:00:00Z', {
    status: 'REC',
    department: 'development',
    complaintType: 'client',
    rootReason: 'Cable cut',
    answeredAfterDays: 1,
  });
  await feedback(beta.id, carl.id, '2031-03-30T10:00:00Z', {
    status: 'CLS',
    department: 'development',
    complaintType: 'manufacturer',
    rootReason: 'Cable cut',
    answeredAfterDays: 3,
  });
  await feedback(beta.id, carl.id, '2031-05-01T10:00:00Z', { status: 'SNT', department: 'documentation' });
  await feedback(beta.id, carl.id, '2031-05-02T10:00:00Z', { status: 'PRO', rootReason: '=SUM(A1:A9)' });

  // ---- complete-unit requests (one robot each) ----
  const unitRequest = async (
    company: number,
    user: number,
    created: string,
    action: 'new' | 'refund',
    status: string,
  ) => {
    const robot = await buildRobot(ctx, { companyId: company });
    await db.insert(completeUnits).values({
      companyId: company,
      userId: user,
      unitId: robot.id,
      sn: robot.sn,
      dateArrived: '2031-01-01',
      firstName: 'Jo',
      purchaseDate: '2030-06-01',
      action,
      status,
      createdAt: at(created),
      updatedAt: at(created),
    });
    return robot.sn;
  };
  await unitRequest(alpha.id, anna.id, '2031-01-15T08:00:00Z', 'new', 'SNT');
  await unitRequest(alpha.id, anna.id, '2031-02-01T08:00:00Z', 'refund', 'APP');
  const unitSn = await unitRequest(beta.id, carl.id, '2031-02-02T08:00:00Z', 'new', 'REC');
  // The last day counts to its end; the next day's first second does not.
  await unitRequest(beta.id, carl.id, '2031-03-31T23:00:00Z', 'new', 'SNT');
  await unitRequest(beta.id, carl.id, '2031-04-01T00:00:00Z', 'new', 'SNT');

  // ---- usage events ----
  const event = (type: string, user: { id: number; companyId: number }, when: string, path?: string) => ({
    type,
    userId: user.id,
    companyId: user.companyId,
    path: path ?? null,
    at: at(when),
  });
  const manual = `AB-S300_2024_user_manual_${n}.pdf`;
  const certificate = `AB-S300_2024_CE_${n}.pdf`;
  await db
    .insert(statEvents)
    .values([
      event('LOGIN', anna, '2031-01-02T08:00:00Z'),
      event('LOGIN', anna, '2031-01-03T08:00:00Z'),
      event('LOGIN', anna, '2031-02-05T08:30:00Z'),
      event('LOGIN', bob, '2031-03-01T08:00:00Z'),
      event('LOGIN', carl, '2031-02-01T08:00:00Z'),
      event('LOGIN', carl, '2031-04-02T08:00:00Z'),
      event('FILE', anna, '2031-01-02T09:00:00Z', manual),
      event('FILE', anna, '2031-02-02T09:00:00Z', manual),
      event('FILE', carl, '2031-02-03T09:00:00Z', manual),
      event('FILE', bob, '2031-03-03T09:00:00Z', certificate),
      event('PVU', anna, '2031-01-02T09:00:00Z', '/robots/AB-S300/2024'),
      event('PVU', anna, '2031-01-04T09:00:00Z', '/robots/AB-S300/2024'),
      event('PVU', carl, '2031-02-04T09:00:00Z', '/robots/AB-S300/2024'),
      event('PVU', bob, '2031-03-04T09:00:00Z', '/faq'),
      event('PVU', carl, '2031-03-05T09:00:00Z', '/repairs/rma'),
      event('PVU', carl, '2031-03-06T09:00:00Z', '/repairs/rma'),
      event('PVU', carl, '2031-04-06T09:00:00Z', '/repairs/rma'),
    ]);

  return { alpha, beta, anna, bob, carl, snB1, snB2, unitSn, manual, certificate };
}

/** A suite's start: a fresh context at statisticsNow holding the data set, and callers as admin and staff. */
export async function startStatisticsSuite() {
  const ctx = await createTestContext();
  ctx.clock.set(statisticsNow);
  const data = await buildStatisticsData(ctx, 1);
  const callers = await callersOf(ctx, [
    'admin@demo.test',
    'staff@demo.test',
    'service@demo.test',
    'distributor@demo.test',
  ]);
  return {
    ctx,
    data,
    cookies: callers.cookies,
    admin: callers.as('admin@demo.test'),
    staff: callers.as('staff@demo.test'),
  };
}

/** Report parameters as the request sends them (name, type, value). */
export const params = (values: Record<string, string | number | null>): StatisticsParamEntry[] =>
  Object.entries(values).map(([name, value]) => ({
    name,
    type: typeof value === 'number' ? 'number' : 'string',
    value,
  }));
