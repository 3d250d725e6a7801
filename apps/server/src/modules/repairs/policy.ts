import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/index.ts';

/** Reporting, editing, deleting and sending repairs needs a type whose rmaPartsReport is true (-11). */
export function requireRepairsReporter(actor: Actor): Actor {
  if (!actor.flags.rmaPartsReport) throw new AppError('permissionDenied');
  return actor;
}
