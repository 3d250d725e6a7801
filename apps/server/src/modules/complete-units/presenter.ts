import type { CompleteUnit, CompleteUnitStatus, CreditCurrency } from '@poolside/contract/complete-units';
import type { Language } from '@poolside/contract/languages';
import type { Translated } from '../../db/schema/complete-units.ts';
import { dateToUnix } from '../../lib/dates.ts';
import { translations } from '../../lib/i18n.ts';
import type { UnitRequestRow } from './store.ts';

/** A translated title in the reader's language (English when the language has none). */
export function titleIn(title: Translated | null | undefined, language: Language): string {
  if (!title) return '';
  return title[language] || title.eng;
}

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A request row under the spec's field names (dates as unix seconds, date-only ones at UTC midnight). */
export function presentUnitRequest(row: UnitRequestRow, language: Language): CompleteUnit {
  const r = row.request;
  return {
    id: r.id,
    sn: r.sn,
    pn: row.pn,
    robotDesc: row.robotDesc,
    dateArrived: dateToUnix(r.dateArrived),
    dateCreate: toUnix(r.createdAt),
    firstName: r.firstName,
    lastName: r.lastName,
    address: r.address,
    city: r.city,
    country: r.country,
    phone: r.phone,
    email: r.email,
    purchaseDate: dateToUnix(r.purchaseDate),
    purchasedFrom: r.purchasedFrom,
    invoice: r.invoiceFileId,
    invoiceName: row.invoiceName ?? '',
    complaint: r.complaintId,
    complaintTitle: titleIn(row.complaintTitle, language),
    otherComplaint: r.otherComplaint,
    suspiciousPart: r.suspiciousPartId,
    suspiciousPartTitle: titleIn(row.suspiciousPartTitle, language),
    poolSurface: r.poolSurfaceId,
    poolShape: r.poolShapeId,
    poolWidth: r.poolWidth,
    poolLength: r.poolLength,
    comments: r.comments,
    technicianComments: r.technicianComments,
    action: r.action,
    newSN: r.newSn,
    aquaCreditAmount: r.creditAmount,
    aquaCreditCurrency: (r.creditCurrency as CreditCurrency | null) ?? null,
    aquaComment: r.makerComment,
    status: r.status as CompleteUnitStatus,
    userID: r.userId,
    userFullName: row.userName,
    companyId: r.companyId,
    moovexID: row.companyNumber,
    companyName: row.companyName,
    dateUpdate: toUnix(r.updatedAt),
  };
}

/** The status words of the notification, in each language (the screens and the export use common.json's). */
export const unitStatusWords = (status: CompleteUnitStatus): Translated =>
  translations(`common:unitStatus.${status}`);
