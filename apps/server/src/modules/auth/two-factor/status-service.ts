import { eq } from 'drizzle-orm';
import type { TwoFactorStatus } from '@poolside/contract/two-factor';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/auth.ts';
import type { Actor } from '../../access/index.ts';
import { requireTwoFactorActor } from './own-two-factor.ts';
import { countRecoveryCodesLeft } from './recovery-codes.ts';

/** `GET /api/twoFactor`: the own state for the profile (types 1 and 2). */
export async function getTwoFactorStatus(deps: Deps, actorIn: Actor | null): Promise<TwoFactorStatus> {
  const actor = requireTwoFactorActor(actorIn);
  const [row] = await deps.db
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const enabled = Boolean(row?.enabledAt);
  return {
    available: deps.config.twoFactor !== 'off',
    enabled,
    required: deps.config.twoFactor === 'required',
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(deps.db, actor.userId) : 0,
  };
}
