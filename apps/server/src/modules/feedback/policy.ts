import { canManageFeedback } from '@poolside/contract/feedback';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, isProviderStaff, visibleTo } from '../access/index.ts';

/** Users whose type has manageFeedback read every report in full and handle it (spec 03 s6). */
export const managesFeedback = (actor: Actor) => canManageFeedback(actor);

/** -11 unless the actor manages feedback (detail handling, POST /api/feedback/{id}). */
export function requireFeedbackManager(actor: Actor): Actor {
  if (!managesFeedback(actor)) throw new AppError('permissionDenied');
  return actor;
}

/** The reports an actor sees: all with manageFeedback, else its company's (and those under it). */
export function feedbackVisibleTo(actor: Actor, companyColumn: PgColumn) {
  return managesFeedback(actor) ? sql`true` : visibleTo(actor, companyColumn);
}

/**
 * The history's staff extras (spec 03 s6 says user type 1, and the customer/topic/subTopic filters only
 * for user id 1; we widen both to provider staff, types 1 and 2, as the complete units do): the customer
 * filter and the complaint type, department, customer and centre-id columns.
 */
export const seesStaffColumns = (actor: Actor) => isProviderStaff(actor) || managesFeedback(actor);
