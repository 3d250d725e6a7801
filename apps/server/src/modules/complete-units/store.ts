// Reading complete-unit requests with their robot, requester, company, invoice and option titles.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { completeUnits, optionItems } from '../../db/schema/complete-units.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { accounts } from '../auth/index.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');
const files = uploads('files');

const complaintItem = alias(optionItems, 'cu_complaint');
const suspiciousItem = alias(optionItems, 'cu_suspicious');

/** Requests with everything the presenter needs, in one statement (add where/order/limit). */
export function selectUnitRequests(db: DbOrTx) {
  return db
    .select({
      request: completeUnits,
      pn: robotModels.pn,
      robotDesc: robotModels.name,
      userName: users.name,
      companyNumber: companies.number,
      companyName: companies.name,
      invoiceName: files.originalName,
      complaintTitle: complaintItem.title,
      suspiciousPartTitle: suspiciousItem.title,
    })
    .from(completeUnits)
    .innerJoin(robotUnits, eq(robotUnits.id, completeUnits.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(users, eq(users.id, completeUnits.userId))
    .innerJoin(companies, eq(companies.id, completeUnits.companyId))
    .leftJoin(files, eq(files.id, completeUnits.invoiceFileId))
    .leftJoin(complaintItem, eq(complaintItem.id, completeUnits.complaintId))
    .leftJoin(suspiciousItem, eq(suspiciousItem.id, completeUnits.suspiciousPartId));
}

export type UnitRequestRow = Awaited<ReturnType<ReturnType<typeof selectUnitRequests>['execute']>>[number];
export type UnitRequestRecord = typeof completeUnits.$inferSelect;
