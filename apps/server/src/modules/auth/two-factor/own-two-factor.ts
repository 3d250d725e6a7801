import { eq } from 'drizzle-orm';
import { isTwoFactorUserType } from '@poolside/contract/two-factor';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/auth.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../access/index.ts';
import { requireActor } from '../../access/index.ts';
import { twoFactorRefused } from './second-factor.ts';

/**
 * The own two-step sign-in (profile): a logged-in provider staff member in a browser session. Partners, and
 * API keys (machine access is not two-step: its scopes guard it), are refused with -11.
 */
export function requireTwoFactorActor(actorIn: Actor | null): Actor {
  const actor = requireActor(actorIn);
  if (actor.via !== 'session' || !isTwoFactorUserType(actor.typeId)) {
    throw new AppError('permissionDenied');
  }
  return actor;
}

/** A change of the own two-step sign-in: `requireTwoFactorActor`'s actor, refused with -14 `off` when TWO_FACTOR=off. */
export function requireTwoFactorChange(deps: Pick<Deps, 'config'>, actorIn: Actor | null): Actor {
  const actor = requireTwoFactorActor(actorIn);
  if (deps.config.twoFactor === 'off') throw twoFactorRefused('off');
  return actor;
}

/** The own user row's two-step fields, locked for the change (two requests at once run one after the other). */
export async function lockOwnTwoFactor(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
      totpPendingSecret: users.totpPendingSecret,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('notLoggedIn');
  return row;
}

/** Turns two-step sign-in off for a user: secret, step, pending secret cleared (recovery codes by the caller). */
export async function clearTwoFactorColumns(tx: DbOrTx, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
    .where(eq(users.id, userId));
}
