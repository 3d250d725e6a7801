import { AppError } from '../../lib/app-error.ts';
import { type Actor, isProviderStaff, requireActor } from '../access/index.ts';

/**
 * Who may use the companies screens (docs/decisions.md "Companies"): provider staff (types 1 and 2) read,
 * only the provider administrator (type 1) writes. Anyone else gets -11.
 */
export function requireCompanyReader(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!isProviderStaff(a)) throw new AppError('permissionDenied');
  return a;
}

export function requireCompanyWriter(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (a.typeId !== 1) throw new AppError('permissionDenied');
  return a;
}
