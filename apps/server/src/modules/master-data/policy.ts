import { AppError } from '../../lib/app-error.ts';
import { type Actor, hasScope, requireActor, requireTopAdmin } from '../access/index.ts';

/** The import screen: provider administrators (type 1) only (-11 otherwise). */
export function requireImporter(actor: Actor | null): Actor {
  return requireTopAdmin(actor);
}

/**
 * The ERP sync: a provider staff user's (type 2) API key with the `sync` scope, or a provider administrator
 * (type 1; a session has every scope). Anyone else, or a key without `sync`, is -11.
 */
export function requireSyncer(actorIn: Actor | null): Actor {
  const actor = requireActor(actorIn);
  if (actor.typeId !== 1 && !(actor.typeId === 2 && actor.via === 'apiKey'))
    throw new AppError('permissionDenied');
  // The auth plugin refuses a key without the route's scope already; this says so again where it matters.
  if (!hasScope(actor, 'sync')) throw new AppError('permissionDenied');
  return actor;
}
