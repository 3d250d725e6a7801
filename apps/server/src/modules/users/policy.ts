import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';

/** Spec 01 s5/s6: a user type may be assigned when its id is above the actor's own, or by type 1. */
export function canAssignType(actor: Actor, typeId: number): boolean {
  return actor.typeId === 1 || typeId > actor.typeId;
}

export function requireAssignableType(actor: Actor, typeId: number) {
  if (!canAssignType(actor, typeId)) throw fieldError('permissionDenied', 'type');
}

/** Editing another user: the editUser flag, and (below type 1) only users of a type above one's own. */
export function requireCanEditOther(actor: Actor, target: { typeId: number }) {
  if (!actor.flags.editUser) throw new AppError('permissionDenied');
  if (!canAssignType(actor, target.typeId)) throw new AppError('permissionDenied');
}

export function requireViewUser(actor: Actor) {
  if (!actor.flags.viewUser) throw new AppError('permissionDenied');
}

export function requireAddUser(actor: Actor) {
  if (!actor.flags.addUser) throw new AppError('permissionDenied');
}
