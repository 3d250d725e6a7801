import { type CompleteUnitInput, completeUnitInitialStatus } from '@poolside/contract/complete-units';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { unixToDate } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import { loadUnitOptionFacts } from './options-service.ts';
import { findRequestRobot, requestExists } from './robot-check.ts';
import {
  assertInvoiceUsable,
  assertNothingMissing,
  assertValuesValid,
  type UnitFields,
} from './unit-checks.ts';

/** A PostgreSQL unique violation (23505), as node-postgres or PGlite (directly or as the cause) report it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The stored columns of the wizard's fields (the reply stage is never written when filing). */
export function wizardColumns(f: UnitFields) {
  return {
    dateArrived: unixToDate(f.dateArrived!),
    firstName: f.firstName ?? '',
    lastName: f.lastName ?? '',
    address: f.address ?? '',
    city: f.city ?? '',
    country: f.country ?? '',
    phone: f.phone ?? '',
    email: f.email ?? '',
    purchaseDate: unixToDate(f.purchaseDate!),
    purchasedFrom: f.purchasedFrom ?? '',
    invoiceFileId: f.invoice ?? null,
    complaintId: f.complaint ?? null,
    otherComplaint: f.otherComplaint ?? '',
    suspiciousPartId: f.suspiciousPart ?? null,
    poolSurfaceId: f.poolSurface ?? null,
    poolShapeId: f.poolShape ?? null,
    poolWidth: f.poolWidth ?? null,
    poolLength: f.poolLength ?? null,
    comments: f.comments ?? '',
    technicianComments: f.technicianComments ?? '',
    action: f.action!,
    // A new serial only means something for action new.
    newSn: f.action === 'new' ? (f.newSN ?? '') : '',
  };
}

/**
 * PUT /api/completeUnits: files a request for the actor's company. -12 names every missing field, -6 every
 * invalid one, -15 an unknown serial, -26 a robot that already has a request (also a retried or concurrent
 * create: the unique index decides).
 */
export async function createUnitRequest(deps: Deps, actor: Actor, body: CompleteUnitInput) {
  const facts = await loadUnitOptionFacts(deps.db);
  assertNothingMissing(body, facts, true);
  assertValuesValid(body, facts, deps.clock.now());
  const unit = await findRequestRobot(deps.db, body.sn!, null);
  await assertInvoiceUsable(deps.db, body.invoice!, [actor.companyId]);
  const now = deps.clock.now();
  try {
    const [row] = await deps.db
      .insert(completeUnits)
      .values({
        ...wizardColumns(body),
        companyId: actor.companyId,
        userId: actor.userId,
        unitId: unit.id,
        sn: unit.sn,
        status: completeUnitInitialStatus,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: completeUnits.unitId })
      .returning({ id: completeUnits.id });
    if (!row) throw requestExists();
    return { id: row.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw requestExists();
    throw err;
  }
}
