import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, requireTopAdmin } from '../access/index.ts';
import { deleteUserSessions, invalidateUserSessions, resetTwoFactor } from '../auth/index.ts';
import { findVisibleUser } from './get-service.ts';

/**
 * `DELETE /api/users/{id}/twoFactor`: a type-1 administrator turns another user's two-step sign-in off (a lost
 * phone and no recovery code). The user's sessions end on every instance; the next login asks for enrolment
 * again when TWO_FACTOR=required. Audited. -11 below type 1, -15 for an unknown user, -14
 * `reason: 'notEnabled'` when it is not on.
 */
export async function resetUserTwoFactor(deps: Deps, actorIn: Actor, id: number, requestId?: string) {
  const actor = requireTopAdmin(actorIn);
  await deps.db.transaction(async (tx) => {
    const { user } = await findVisibleUser(tx, actor, id, true);
    if (!user.totpEnabledAt) throw new AppError('operationFailed', { reason: 'notEnabled' });
    await resetTwoFactor(tx, id);
    await deleteUserSessions(tx, id);
    await invalidateUserSessions(deps.db, tx, id);
    await recordAudit(
      tx,
      actor,
      'twoFactor_reset',
      'user',
      id,
      { twoFactorEnabled: true },
      { twoFactorEnabled: false },
      requestId,
    );
  });
}
