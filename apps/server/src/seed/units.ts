import type { Db } from '../db/client.ts';
import { fittedParts, robotUnits } from '../db/schema/units.ts';
import { warrantyUpdates } from '../db/schema/warranty.ts';
import { addDays, addMonths } from '../modules/units/index.ts';
import type { SeededModel } from './catalogue.ts';

type Ids = { companyIds: Record<string, number>; userIds: Record<string, number> };

const serial = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

/**
 * Robot units relative to the seeding day, so the fixed serials keep their meaning on any date:
 * SN100001 under warranty (not updated), SN100002 expired, SN100003 under warranty and updated.
 */
export async function seedUnits(db: Db, models: SeededModel[], ids: Ids, today: string) {
  const byKey = (pn: string, year: number) => models.find((m) => m.pn === pn && m.year === year)!;
  const main = byKey('AB-S300', 2024);
  const old = byKey('AB-S200', 2021);
  const owners = ['2001', '3001', '3002', '3003'];
  type UnitSeed = {
    sn: string;
    model: SeededModel;
    productionDate: string;
    warrantyType?: number;
    saleDate?: string;
    updatedBy?: string;
    company: string;
    extMonths?: number;
    replaced?: boolean;
  };
  const seeds: UnitSeed[] = [
    { sn: 'SN100001', model: main, productionDate: addMonths(today, -4), warrantyType: 231, company: '3001' },
    {
      sn: 'SN100002',
      model: old,
      productionDate: addMonths(today, -50),
      warrantyType: 231,
      company: '3001',
      replaced: true,
    },
    {
      sn: 'SN100003',
      model: main,
      productionDate: addMonths(today, -8),
      warrantyType: 231,
      saleDate: addMonths(today, -2),
      updatedBy: 'service@demo.test',
      company: '3001',
    },
  ];
  for (let i = 4; i <= 60; i++) {
    const model = models[(i * 7) % models.length];
    const ageMonths = Math.min((i * 5) % 60, (new Date(today).getUTCFullYear() - model.year) * 12 + 6);
    const productionDate = addMonths(today, -Math.max(1, ageMonths));
    const isUpdated = i % 3 === 0;
    const updater = ['distributor@demo.test', 'service@demo.test', 'riviera@demo.test', 'galil@demo.test'][
      i % 4
    ];
    seeds.push({
      sn: `SN1000${String(i).padStart(2, '0')}`,
      model,
      productionDate,
      saleDate: isUpdated ? addDays(productionDate, 30 + (i % 5) * 20) : undefined,
      updatedBy: isUpdated ? updater : undefined,
      company: owners[i % owners.length],
      extMonths: i % 10 === 0 ? 12 : 0,
      replaced: i % 4 === 1,
    });
  }
  let counter = 1000;
  const userCompany: Record<string, string> = {
    'distributor@demo.test': '2001',
    'service@demo.test': '3001',
    'riviera@demo.test': '3002',
    'galil@demo.test': '3003',
  };
  for (const s of seeds) {
    const saleDate = s.saleDate && s.saleDate <= today ? s.saleDate : undefined;
    const [unit] = await db
      .insert(robotUnits)
      .values({
        sn: s.sn,
        modelId: s.model.id,
        companyId: ids.companyIds[s.company],
        productionDate: s.productionDate,
        shipDate: addDays(s.productionDate, 14),
        saleDate: saleDate ?? null,
        warrantyType: s.warrantyType ?? s.model.warrantyType,
        warrantyUpdated: !!(saleDate && s.updatedBy),
        extMonths: s.extMonths ?? 0,
      })
      .returning({ id: robotUnits.id });
    const from = s.productionDate;
    const slots: [(typeof fittedParts.$inferInsert)['slot'], string, string][] = [
      ['motor', s.model.pns.motor, 'MT'],
      ['pump1', s.model.pns.pump, 'PU'],
      ['psu', s.model.pns.psu, 'PS'],
    ];
    if (s.model.hasSlave) slots.push(['slave', s.model.pns.slave, 'MS']);
    const rows: (typeof fittedParts.$inferInsert)[] = slots.map(([slot, pn, prefix]) => ({
      unitId: unit.id,
      slot,
      pn,
      sn: serial(prefix, counter++),
      fittedFrom: from,
    }));
    if (s.replaced) {
      // One repair: the motor was swapped a few months after production.
      const repairDay = addMonths(from, 5) < today ? addMonths(from, 5) : today;
      rows[0].removedAt = repairDay;
      rows.push({
        unitId: unit.id,
        slot: 'motor',
        pn: s.model.pns.motor,
        sn: serial('MT', counter++),
        fittedFrom: repairDay,
      });
    }
    await db.insert(fittedParts).values(rows);
    if (saleDate && s.updatedBy) {
      const requested = addDays(saleDate, 3) > today ? today : addDays(saleDate, 3);
      // Every other older update has been reviewed by the provider; the rest await review.
      const isReviewed = s.sn !== 'SN100003' && Number(s.sn.slice(-2)) % 2 === 0;
      await db.insert(warrantyUpdates).values({
        unitId: unit.id,
        sn: s.sn,
        companyId: ids.companyIds[userCompany[s.updatedBy]],
        userId: ids.userIds[s.updatedBy],
        saleDate,
        createdAt: new Date(`${requested}T10:00:00Z`),
        reviewedAt: isReviewed
          ? new Date(`${addDays(requested, 2) > today ? today : addDays(requested, 2)}T09:00:00Z`)
          : null,
        reviewedBy: isReviewed ? ids.userIds['admin@demo.test'] : null,
      });
    }
  }
}
