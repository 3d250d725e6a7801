import type { DbOrTx } from '../../../db/client.ts';
import { deleteUserChallenges } from './login-challenges.ts';
import { clearTwoFactorColumns } from './own-two-factor.ts';
import { deleteRecoveryCodes } from './recovery-codes.ts';

/**
 * An administrator's reset of another user's two-step sign-in (a lost device), inside the caller's
 * transaction: secret, recovery codes and open login challenges go. The caller ends the user's sessions and
 * audits (modules/users two-factor-reset-service.ts).
 */
export async function resetTwoFactor(tx: DbOrTx, userId: number) {
  await clearTwoFactorColumns(tx, userId);
  await deleteRecoveryCodes(tx, userId);
  await deleteUserChallenges(tx, userId);
}
