import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from './actor.ts';

/** Provider staff: user types 1 (administrator) and 2 (staff). */
export function isProviderStaff(actor: Actor): boolean {
  return actor.typeId === 1 || actor.typeId === 2;
}

/** The companies whose records the actor may see: all for provider staff, else its own and those under it. */
export function visibleCompanyIds(actor: Actor): 'all' | number[] {
  if (isProviderStaff(actor)) return 'all';
  return [actor.companyId, ...actor.childCompanyIds];
}

/** The condition every owned-record query adds: `where(and(..., visibleTo(actor, table.companyId)))`. */
export function visibleTo(actor: Actor, companyColumn: PgColumn): SQL {
  const ids = visibleCompanyIds(actor);
  return ids === 'all' ? sql`true` : inArray(companyColumn, ids);
}

export function canSeeCompany(actor: Actor, companyId: number): boolean {
  const ids = visibleCompanyIds(actor);
  return ids === 'all' || ids.includes(companyId);
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('notLoggedIn');
  return actor;
}

export function requireAdmin(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!isProviderStaff(a)) throw new AppError('permissionDenied');
  return a;
}

export function requireTopAdmin(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (a.typeId !== 1) throw new AppError('permissionDenied');
  return a;
}
