import { rmaStatuses } from '@poolside/contract/constants';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partNumbers, robotModels } from '../db/schema/catalogue.ts';
import { optionItems } from '../db/schema/complete-units.ts';
import { rmaLines, rmaRequests } from '../db/schema/rma.ts';
import { fittedParts, robotUnits } from '../db/schema/units.ts';
import { addDays, isPartCovered, partWarrantyEnd, warrantyOf } from '../modules/units/index.ts';

type Ids = { companyIds: Record<string, number>; userIds: Record<string, number> };

/**
 * RMAs in every status (WAT … CLS) for service@demo.test and riviera@demo.test, built from the motor swaps
 * the unit seed recorded (so robot history and repairs agree) plus brush replacements, and a few unsent
 * drafts for the manage screen. Finished RMAs (CLS, APP, REJ) carry refund data and line decisions.
 */
export async function seedRepairsDemo(db: Db, ids: Ids, now = new Date()) {
  const swaps = await db
    .select({ old: fittedParts, unit: robotUnits, modelPn: robotModels.pn, modelId: robotModels.id })
    .from(fittedParts)
    .innerJoin(robotUnits, eq(robotUnits.id, fittedParts.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .where(and(isNotNull(fittedParts.removedAt), like(robotUnits.sn, 'SN1000%')))
    .orderBy(asc(robotUnits.sn));
  const newRows = await db.select().from(fittedParts).where(eq(fittedParts.slot, 'motor'));
  const descriptions = new Map((await db.select().from(partNumbers)).map((p) => [p.pn, p.description]));
  const options = await db.select().from(optionItems);
  const option = (list: string, code: string) => options.find((o) => o.list === list && o.code === code)!.id;
  const units = await db
    .select({ unit: robotUnits, modelPn: robotModels.pn })
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .where(like(robotUnits.sn, 'SN1000%'))
    .orderBy(asc(robotUnits.sn));
  const brushUnits = units.filter((u) => !['SN100001', 'SN100002', 'SN100003'].includes(u.unit.sn));

  const owners = [
    { email: 'service@demo.test', company: '3001', technician: 'Marc Dupuis' },
    { email: 'riviera@demo.test', company: '3002', technician: 'Lucia Rossi' },
  ];
  let swapIndex = 0;
  let brushIndex = 0;
  let internal = 5000;
  const lineFor = (kind: 'swap' | 'brush', ownerIndex: number) => {
    const owner = owners[ownerIndex];
    const base = {
      companyId: ids.companyIds[owner.company],
      userId: ids.userIds[owner.email],
      technician: owner.technician,
      internalNumber: `WO-${internal++}`,
    };
    if (kind === 'swap' && swapIndex < swaps.length) {
      const s = swaps[swapIndex++];
      const next = newRows.find(
        (r) => r.unitId === s.unit.id && r.fittedFrom === s.old.removedAt && r.id !== s.old.id,
      );
      const warranty = warrantyOf(s.unit);
      const date = s.old.removedAt!;
      return {
        ...base,
        robotSn: s.unit.sn,
        robotPn: s.modelPn,
        oldPn: s.old.pn,
        oldSn: s.old.sn ?? '',
        newPn: next?.pn ?? s.old.pn,
        newSn: next?.sn ?? '',
        partDesc: descriptions.get(s.old.pn) ?? '',
        complaintId: option('complaint', 'not_moving'),
        failureId: option('failure', 'motor'),
        repairDate: date,
        underWarranty: isPartCovered(warranty, 'motor', date),
        partWarrantyEnd: partWarrantyEnd(warranty, 'motor'),
        oldFittedId: s.old.id,
        newFittedId: next?.id ?? null,
      };
    }
    const u = brushUnits[brushIndex++ % brushUnits.length];
    const brush = `${u.modelPn.slice(0, 2)}-BRS-01`;
    const warranty = warrantyOf(u.unit);
    const date = addDays(now.toISOString().slice(0, 10), -(brushIndex * 9) % 300);
    const repairDate = [date, u.unit.productionDate].sort()[1];
    return {
      ...base,
      robotSn: u.unit.sn,
      robotPn: u.modelPn,
      oldPn: brush,
      newPn: brush,
      amount: 2,
      partDesc: descriptions.get(brush) ?? '',
      complaintId: option('complaint', brushIndex % 3 === 0 ? 'other' : 'not_cleaning'),
      failureId: option('failure', 'mechanical'),
      description: brushIndex % 3 === 0 ? 'Brush worn after one season' : '',
      repairDate,
      underWarranty: isPartCovered(warranty, 'other', repairDate),
      partWarrantyEnd: partWarrantyEnd(warranty, 'other'),
    };
  };

  for (const [ownerIndex, owner] of owners.entries()) {
    for (const [i, status] of rmaStatuses.entries()) {
      const isFinished = ['APP', 'REJ', 'CLS'].includes(status);
      const sentAt = new Date(
        now.getTime() - (rmaStatuses.length - i) * 12 * 86400_000 - ownerIndex * 3600_000,
      );
      const [rma] = await db
        .insert(rmaRequests)
        .values({
          companyId: ids.companyIds[owner.company],
          userId: ids.userIds[owner.email],
          status,
          finished: isFinished,
          dateSent: sentAt,
          finishedAt: isFinished ? new Date(sentAt.getTime() + 7 * 86400_000) : null,
          refundInvoiceNo: isFinished && status !== 'REJ' ? `INV-${24000 + i + ownerIndex * 10}` : '',
          refundOrderNo: isFinished && status !== 'REJ' ? `SO-${81000 + i + ownerIndex * 10}` : '',
          refund: isFinished && status !== 'REJ' ? 45 + i * 12.5 : null,
          laborCost: isFinished ? 30 : null,
          updatedAt: sentAt,
        })
        .returning({ id: rmaRequests.id });
      const kinds: ('swap' | 'brush')[] = i % 2 === 0 ? ['swap', 'brush'] : ['brush'];
      for (const kind of kinds) {
        const line = lineFor(kind, ownerIndex);
        const lineStatus =
          status === 'REJ' ? 'REJ' : isFinished ? (line.underWarranty ? 'APP' : 'REJ') : null;
        await db.insert(rmaLines).values({
          ...line,
          parentId: rma.id,
          status: lineStatus,
          remark: lineStatus === 'REJ' ? 'Out of warranty: part not credited.' : '',
          createdAt: new Date(sentAt.getTime() - 86400_000),
        });
      }
    }
    // Unsent drafts for the manage screen.
    for (let d = 0; d < 2; d++)
      await db.insert(rmaLines).values({ ...lineFor('brush', ownerIndex), createdAt: now });
  }
}
