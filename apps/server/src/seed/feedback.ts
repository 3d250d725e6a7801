// Feedback reports of the demo: one per form, in every status, owned by service centres and the
// distributor; a handled one carries its handling record and response-time stamps.
import type { FeedbackFormType, FeedbackMenu, FeedbackStatus } from '@poolside/contract/feedback';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type FeedbackHandlingData, feedbackReports, feedbackStatusChanges } from '../db/schema/feedback.ts';

type Ids = { companyIds: Record<string, number>; userIds: Record<string, number> };

const DAY = 86_400_000;

type DemoReport = {
  owner: { email: string; company: string };
  menu: FeedbackMenu;
  formType: FeedbackFormType;
  subType?: string;
  pn?: string;
  sn?: string;
  status: FeedbackStatus;
  daysAgo: number;
  formData: Record<string, unknown>;
  complaintType?: string;
  department?: string;
  handling?: FeedbackHandlingData;
};

const service = { email: 'service@demo.test', company: '3001' };
const riviera = { email: 'riviera@demo.test', company: '3002' };
const galil = { email: 'galil@demo.test', company: '3003' };
const distributor = { email: 'distributor@demo.test', company: '2001' };

const demoReports: DemoReport[] = [
  {
    owner: service,
    menu: 'robots',
    formType: 'shipment',
    subType: 'stuckInCustoms',
    status: 'SNT',
    daysAgo: 2,
    formData: {
      type: 'stuckInCustoms',
      invoiceNo: 'INV-24017',
      incoTerm: 'FCA',
      shippingAgent: 'Blue Freight',
      shippingMethod: 'SEA',
      description: 'The container has been held at customs in Marseille for two weeks.',
    },
  },
  {
    owner: service,
    menu: 'technical',
    formType: 'technical',
    pn: 'AB-S200',
    sn: 'SN100002',
    status: 'PRO',
    daysAgo: 9,
    complaintType: 'manufacturer',
    department: 'production',
    formData: {
      sn: 'SN100002',
      pn: 'AB-S200',
      hasWarranty: 'yes',
      poolSurface: 'mosaicCeramic',
      poolShape: 'kidney',
      poolWidth: 5,
      poolLength: 10,
      waterTreatment: 'saltChlorinator',
      waterLine: 'kerb',
      failureDescription: 'The robot stops climbing the walls after a few minutes.',
    },
    handling: {
      complaintTitle: 'Robot stops climbing',
      complaintDescription: 'Traction lost on mosaic walls.',
      findings: 'Worn tracks on a unit of the 2024 batch.',
      handledBy: 'Sam Staff',
      correctiveAction: 'Replace the tracks under warranty.',
    },
  },
  {
    owner: riviera,
    menu: 'spareparts',
    formType: 'brokenItem',
    pn: 'AB-CBL-18',
    status: 'REC',
    daysAgo: 15,
    formData: {
      pn: 'AB-CBL-18',
      qty: 2,
      purchasedBy: 'Riviera Pools',
      description: 'Both cases cracked on arrival.',
    },
  },
  {
    owner: galil,
    menu: 'robots',
    formType: 'brokenRobot',
    pn: 'WM-C10',
    sn: 'SN100056',
    status: 'CLS',
    daysAgo: 40,
    complaintType: 'client',
    department: 'documentation',
    formData: {
      sn: 'SN100056',
      pn: 'WM-C10',
      purchasedBy: 'Dana Cohen',
      defectivePart: 'handle',
      description: 'The handle broke when lifting the robot out of the pool.',
    },
    handling: {
      complaintTitle: 'Handle broken',
      findings: 'The robot was lifted by the cable.',
      rootReason: 'Handling instructions unclear.',
      correctiveAction: 'Handle replaced free of charge.',
      preventiveAction: 'Lifting pictogram added to the manual.',
      handledBy: 'Sam Staff',
      closedBy: 'Sam Staff',
    },
  },
  {
    owner: distributor,
    menu: 'others',
    formType: 'issues',
    status: 'SNT',
    daysAgo: 1,
    formData: { subject: 'documents', issueDescription: 'The exploded view of AB-S300 does not download.' },
  },
];

/** The demo's feedback reports (no stored files: the attachment is needed only when filing). */
export async function seedFeedbackDemo(db: Db, ids: Ids, now = new Date()) {
  const rows = demoReports.map((r) => {
    const createdAt = new Date(now.getTime() - r.daysAgo * DAY);
    const changedAt = r.status === 'SNT' ? null : new Date(createdAt.getTime() + DAY);
    return {
      companyId: ids.companyIds[r.owner.company],
      userId: ids.userIds[r.owner.email],
      menu: r.menu,
      formType: r.formType,
      subType: r.subType ?? '',
      pn: r.pn ?? '',
      sn: r.sn ?? '',
      formData: { menu: r.menu, formType: r.formType, someoneElse: 'no', ...r.formData },
      status: r.status,
      complaintType: r.complaintType ?? null,
      department: r.department ?? null,
      handling: r.handling ?? {},
      firstStatusChangeAt: changedAt,
      closedAt: r.status === 'CLS' ? new Date(createdAt.getTime() + 5 * DAY) : null,
      createdAt,
      updatedAt: changedAt ?? createdAt,
    };
  });
  const inserted = await db.insert(feedbackReports).values(rows).returning({ id: feedbackReports.id });
  // The steps that led each report to its status, by the provider's staff: received a day after
  // filing, in process the next day, closed on the fifth (closedAt above).
  const steps: { from: FeedbackStatus; to: FeedbackStatus; day: number }[] = [
    { from: 'SNT', to: 'REC', day: 1 },
    { from: 'REC', to: 'PRO', day: 2 },
    { from: 'PRO', to: 'CLS', day: 5 },
  ];
  const changes = demoReports.flatMap((r, i) => {
    const last = steps.findIndex((step) => step.to === r.status);
    return steps.slice(0, last + 1).map((step) => ({
      reportId: inserted[i].id,
      userId: ids.userIds['staff@demo.test'],
      fromStatus: step.from,
      toStatus: step.to,
      changedAt: new Date(rows[i].createdAt.getTime() + step.day * DAY),
    }));
  });
  if (changes.length > 0) await db.insert(feedbackStatusChanges).values(changes);
}

/**
 * Databases whose user types were seeded before the feedback history existed get its menu item
 * (feedback → history after report); a menu that has it, or has no feedback menu, is left alone.
 */
export async function ensureFeedbackHistoryMenu(db: Db) {
  await db.execute(sql`update user_types set menus = (
      select jsonb_agg(case when m->>'key' = 'feedback' and not (m->'items') ? 'history'
        then jsonb_set(m, '{items}', (m->'items') || '["history"]'::jsonb) else m end order by ord)
      from jsonb_array_elements(menus) with ordinality as t(m, ord))
    where menus @> '[{"key": "feedback"}]'::jsonb
      and not menus @> '[{"key": "feedback", "items": ["history"]}]'::jsonb`);
}
