// Reading warranty updates with their robot, customer, requester, reviewer and invoice, and presenting them.
import type { WarrantyReviewStatus, WarrantyUpdate } from '@poolside/contract/warranty';
import { and, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { toUnix } from '../../lib/clock.ts';
import { dateToUnix } from '../../lib/dates.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { isUnderWarranty, warrantyOf } from '../units/index.ts';
import { accounts } from '../auth/index.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');
const files = uploads('files');

const reviewers = accounts('reviewer');

/** Warranty updates with what their presenter shows, plus `extra` columns (a keyset list's cursor and total). */
export function selectUpdates<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({
      update: warrantyUpdates,
      unit: robotUnits,
      pn: robotModels.pn,
      name: robotModels.name,
      year: robotModels.year,
      customer: companies.name,
      customerNumber: companies.number,
      userName: users.name,
      reviewerName: reviewers.name,
      invoiceName: files.originalName,
      ...(extra as E),
    })
    .from(warrantyUpdates)
    .innerJoin(robotUnits, eq(robotUnits.id, warrantyUpdates.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(companies, eq(companies.id, warrantyUpdates.companyId))
    .innerJoin(users, eq(users.id, warrantyUpdates.userId))
    .leftJoin(reviewers, eq(reviewers.id, warrantyUpdates.reviewedBy))
    .leftJoin(files, eq(files.id, warrantyUpdates.invoiceFileId));
}

type UpdateRow = Awaited<ReturnType<typeof selectUpdates>>[number];

export function presentUpdate(row: UpdateRow, today: string): WarrantyUpdate {
  const warranty = warrantyOf(row.unit);
  return {
    id: row.update.id,
    sn: row.update.sn,
    robotPN: row.pn,
    robotName: row.name,
    year: row.year,
    customer: row.customer,
    customerNumber: row.customerNumber,
    companyId: row.update.companyId,
    userID: row.update.userId,
    userName: row.userName,
    saleDate: dateToUnix(row.update.saleDate),
    warrantyStart: dateToUnix(warranty.start),
    warrantyEnd: dateToUnix(warranty.end),
    underWarranty: isUnderWarranty(warranty, today),
    dateCreate: toUnix(row.update.createdAt)!,
    invoice: row.update.invoiceFileId,
    invoiceName: row.invoiceName,
    reviewedAt: toUnix(row.update.reviewedAt),
    reviewedByName: row.reviewerName,
  };
}

/** The list's condition: the actor's companies, the text filter and the review status. */
export function listCondition(actor: Actor, filter?: string, status?: WarrantyReviewStatus): SQL | undefined {
  const text = filter?.trim();
  const like = text ? likePattern(text) : '';
  return and(
    visibleTo(actor, warrantyUpdates.companyId),
    status === 'pending' ? isNull(warrantyUpdates.reviewedAt) : undefined,
    status === 'reviewed' ? isNotNull(warrantyUpdates.reviewedAt) : undefined,
    text
      ? or(
          ilike(warrantyUpdates.sn, like),
          ilike(robotModels.pn, like),
          ilike(companies.name, like),
          ilike(companies.number, like),
          sql`to_char(${warrantyUpdates.createdAt} at time zone 'UTC', 'DD/MM/YYYY') like ${like}`,
        )
      : undefined,
  );
}
