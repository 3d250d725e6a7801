import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/auth.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Actor } from '../../access/index.ts';
import { changeWithOwnCode, type OwnCodeRequest } from './own-code-change.ts';
import { requireTwoFactorChange } from './own-two-factor.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { acceptTotp, twoFactorRefused } from './second-factor.ts';

/**
 * `POST /api/twoFactor {code}`: an app code of the pending secret turns two-step sign-in on and answers the
 * first recovery codes. The current session stays (it was opened by this user, and the code proves the app).
 */
export async function confirmTwoFactor(
  deps: Deps,
  actorIn: Actor | null,
  { code, ip, requestId }: OwnCodeRequest,
) {
  const actor = requireTwoFactorChange(deps, actorIn);
  return changeWithOwnCode(deps, actor.userId, ip, {
    allowed: (own) => {
      if (own.totpEnabledAt) throw twoFactorRefused('alreadyEnabled');
      if (!own.totpPendingSecret) throw twoFactorRefused('notStarted');
    },
    check: (tx, own, now) => acceptTotp(tx, own.userId, own.totpPendingSecret!, null, code, now),
    apply: async (tx, own, now) => {
      await tx
        .update(users)
        .set({ totpSecret: own.totpPendingSecret, totpEnabledAt: now, totpPendingSecret: null })
        .where(eq(users.id, own.userId));
      const recoveryCodes = await replaceRecoveryCodes(tx, own.userId);
      await recordAudit(
        tx,
        actor,
        'twoFactor_on',
        'user',
        own.userId,
        { twoFactorEnabled: false },
        { twoFactorEnabled: true },
        requestId,
      );
      return { recoveryCodes };
    },
  });
}
