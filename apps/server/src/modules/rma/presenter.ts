import type { Language } from '@poolside/contract/languages';
import type { RmaStatus } from '@poolside/contract/constants';
import type { Rma, RmaLine } from '@poolside/contract/repairs';
import type { Translated } from '../../db/schema/complete-units.ts';
import type { rmaRequests } from '../../db/schema/rma.ts';
import { toUnix } from '../../lib/clock.ts';
import { dateToUnix } from '../../lib/dates.ts';
import { titleIn } from '../../lib/translated.ts';
import type { LineRow } from './line-store.ts';

type PartChange = {
  robotSn: string;
  robotPn: string;
  oldPn: string;
  oldSn: string;
  newPn: string;
  newSn: string;
};

/** A line's robot and its part change under the spec's names (robotSN, oldPN, …). */
export function partChangeOf(l: PartChange) {
  return {
    robotSN: l.robotSn,
    robotPN: l.robotPn,
    oldPN: l.oldPn,
    oldSN: l.oldSn,
    newPN: l.newPn,
    newSN: l.newSn,
  };
}

/** An RMA line with the spec's field names, option titles in the reader's language. */
export function presentLine(row: LineRow, language: Language): RmaLine {
  const l = row.line;
  return {
    id: l.id,
    ...partChangeOf(l),
    amount: l.amount,
    partDesc: l.partDesc,
    complaint: l.complaintId,
    complaintTitle: titleIn(row.complaintTitle as Translated | null, language),
    failure: l.failureId,
    failureTitle: titleIn(row.failureTitle as Translated | null, language),
    description: l.description,
    technician: l.technician,
    internalNumber: l.internalNumber,
    repairDate: dateToUnix(l.repairDate),
    dateCreate: toUnix(l.createdAt)!,
    underWarranty: l.underWarranty,
    partWarrantyEnd: dateToUnix(l.partWarrantyEnd),
    returnToQA: l.returnToQa,
    status: l.status === 'APP' || l.status === 'REJ' ? l.status : null,
    poolsideRemark: l.remark,
    userID: l.userId,
    userName: row.userName,
    parentID: l.parentId,
    robotData:
      row.modelPn && row.modelYear !== null && row.productionDate
        ? {
            name: row.modelName ?? '',
            pn: row.modelPn,
            year: row.modelYear,
            productionDate: dateToUnix(row.productionDate),
          }
        : null,
  };
}

export type RmaRow = {
  rma: typeof rmaRequests.$inferSelect;
  companyNumber: string;
  companyName: string;
  companyCurrency: string;
  userName: string;
  green: number;
  red: number;
  qa: number;
};

/** An RMA with the spec's field names; green/red are the lines under warranty or not. */
export function presentRma(row: RmaRow): Rma {
  const r = row.rma;
  return {
    id: r.id,
    moovexID: row.companyNumber,
    clientFullName: row.companyName,
    companyId: r.companyId,
    userID: r.userId,
    userName: row.userName,
    dateSent: toUnix(r.dateSent),
    green: Number(row.green),
    red: Number(row.red),
    qa: Number(row.qa),
    status: r.status as RmaStatus,
    finished: r.finished,
    refund: { invoiceNo: r.refundInvoiceNo, orderNo: r.refundOrderNo, refund: r.refund },
    currency: row.companyCurrency,
    laborCost: r.laborCost,
    isAutoSent: r.isAutoSent,
  };
}
