import type { CompleteUnitStatus } from '@poolside/contract/complete-units';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { completeUnits, optionItems } from '../db/schema/complete-units.ts';
import { robotUnits } from '../db/schema/units.ts';

type Ids = { companyIds: Record<string, number>; userIds: Record<string, number> };

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type DemoRequest = {
  sn: string;
  owner: { email: string; company: string };
  status: CompleteUnitStatus;
  daysAgo: number;
  customer: [string, string, string];
  complaint: string;
  suspicious: string;
  action: 'new' | 'refund';
  newSn?: string;
  credit?: [number, 'USD' | 'EUR' | 'ILS'];
  makerComment?: string;
};

const service = { email: 'service@demo.test', company: '3001' };
const riviera = { email: 'riviera@demo.test', company: '3002' };
const galil = { email: 'galil@demo.test', company: '3003' };
const distributor = { email: 'distributor@demo.test', company: '2001' };

// None for SN100001-SN100003: the fixed serials stay free for the e2e flows (SN100002 is filed there).
const demoRequests: DemoRequest[] = [
  {
    sn: 'SN100050',
    owner: service,
    status: 'SNT',
    daysAgo: 2,
    customer: ['Claire', 'Martin', 'Lyon'],
    complaint: 'not_moving',
    suspicious: 'motor',
    action: 'new',
    newSn: 'SN100099',
  },
  {
    sn: 'SN100051',
    owner: service,
    status: 'WAT',
    daysAgo: 5,
    customer: ['Paul', 'Girard', 'Grenoble'],
    complaint: 'no_power',
    suspicious: 'psu',
    action: 'refund',
    makerComment: 'Please send a photo of the power supply label.',
  },
  {
    sn: 'SN100052',
    owner: service,
    status: 'APP',
    daysAgo: 12,
    customer: ['Julie', 'Bernard', 'Nice'],
    complaint: 'not_cleaning',
    suspicious: 'pump',
    action: 'refund',
    credit: [420, 'USD'],
    makerComment: 'Pump failure confirmed: credited.',
  },
  {
    sn: 'SN100053',
    owner: riviera,
    status: 'REC',
    daysAgo: 8,
    customer: ['Marco', 'Bianchi', 'Sanremo'],
    complaint: 'noise',
    suspicious: 'motor',
    action: 'new',
    newSn: 'SN100098',
  },
  {
    sn: 'SN100054',
    owner: galil,
    status: 'REJ',
    daysAgo: 20,
    customer: ['Noa', 'Levi', 'Haifa'],
    complaint: 'cable_tangle',
    suspicious: 'cable',
    action: 'refund',
    makerComment: 'Cable damaged by the user: not covered.',
  },
  {
    sn: 'SN100055',
    owner: distributor,
    status: 'PRO',
    daysAgo: 45,
    customer: ['Elena', 'García', 'Valencia'],
    complaint: 'not_climbing',
    suspicious: 'pump',
    action: 'refund',
    credit: [0, 'EUR'],
  },
  {
    sn: 'SN100056',
    owner: galil,
    status: 'RET',
    daysAgo: 26,
    customer: ['Dana', 'Cohen', 'Tel Aviv'],
    complaint: 'not_moving',
    suspicious: 'motor',
    action: 'refund',
    credit: [950, 'ILS'],
    makerComment: 'Unit repaired and returned; partial credit.',
  },
];

/**
 * Complete-unit requests of the demo in every status but one per robot, owned by service centres and the
 * distributor. They carry no invoice file (the seed writes no stored files); the wizard needs one only
 * when filing.
 */
export async function seedCompleteUnitsDemo(db: Db, ids: Ids, now = new Date()) {
  const units = await db
    .select({ id: robotUnits.id, sn: robotUnits.sn })
    .from(robotUnits)
    .where(
      inArray(
        robotUnits.sn,
        demoRequests.map((r) => r.sn),
      ),
    );
  const unitOf = new Map(units.map((u) => [u.sn, u.id]));
  const options = await db
    .select({ id: optionItems.id, list: optionItems.list, code: optionItems.code })
    .from(optionItems)
    .where(and(inArray(optionItems.list, ['complaint', 'suspiciousPart', 'poolSurface', 'poolShape'])));
  const option = (list: string, code: string) =>
    options.find((o) => o.list === list && o.code === code)?.id ?? null;
  const surfaces = options.filter((o) => o.list === 'poolSurface');
  const shapes = options.filter((o) => o.list === 'poolShape');
  const rows = demoRequests
    .filter((r) => unitOf.has(r.sn))
    .map((r, i) => {
      const createdAt = new Date(now.getTime() - r.daysAgo * DAY);
      return {
        companyId: ids.companyIds[r.owner.company],
        userId: ids.userIds[r.owner.email],
        unitId: unitOf.get(r.sn)!,
        sn: r.sn,
        dateArrived: isoDay(new Date(createdAt.getTime() - DAY)),
        purchaseDate: isoDay(new Date(createdAt.getTime() - (200 + i * 40) * DAY)),
        purchasedFrom: 'Pool Shop',
        firstName: r.customer[0],
        lastName: r.customer[1],
        city: r.customer[2],
        phone: `+33 4 00 00 0${i} 0${i}`,
        email: `${r.customer[0].toLowerCase()}@example.test`,
        complaintId: option('complaint', r.complaint),
        suspiciousPartId: option('suspiciousPart', r.suspicious),
        poolSurfaceId: surfaces[i % surfaces.length]?.id ?? null,
        poolShapeId: shapes[i % shapes.length]?.id ?? null,
        poolWidth: 4 + (i % 3),
        poolLength: 8 + i,
        comments: 'The customer reports the fault after a few cycles.',
        technicianComments: i % 2 === 0 ? 'Checked on the bench: fault reproduced.' : '',
        action: r.action,
        newSn: r.newSn ?? '',
        status: r.status,
        creditAmount: r.credit?.[0] ?? null,
        creditCurrency: r.credit?.[1] ?? null,
        makerComment: r.makerComment ?? '',
        createdAt,
        updatedAt: createdAt,
      };
    });
  if (rows.length > 0) await db.insert(completeUnits).values(rows);
}

/** The demo request of a serial (tests). */
export async function demoRequestIdOf(db: Db, sn: string): Promise<number | null> {
  const [row] = await db
    .select({ id: completeUnits.id })
    .from(completeUnits)
    .where(eq(completeUnits.sn, sn))
    .limit(1);
  return row?.id ?? null;
}
