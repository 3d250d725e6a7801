import { AppError, fieldError } from '../../lib/app-error.ts';
import { type Actor, requireActor, requireAdmin } from '../access/index.ts';

/** Reporting, editing, deleting and sending repairs needs a type whose rmaPartsReport is true (-11). */
export function requireRepairsReporter(actor: Actor): Actor {
  if (!actor.flags.rmaPartsReport) throw new AppError('permissionDenied');
  return actor;
}

/** The spec's `?admin=true` calls ask for the admin view: provider staff only (-11), checked on the server. */
export function requireAdminIf(isAdminView: boolean, actor: Actor | null): Actor {
  return isAdminView ? requireAdmin(actor) : requireActor(actor);
}

/** A finished RMA is locked: its status, lines and refund info no longer change (-14 naming `finished`). */
export function requireUnfinished(rma: { finished: boolean }) {
  if (rma.finished) throw fieldError('operationFailed', 'finished');
}
