import type { Deps } from '../../deps.ts';
import { findUsableReset } from './reset-tokens.ts';

/** Whether a reset token can still be used (-15 when unknown, expired or spent); changes nothing. */
export async function checkResetToken(deps: Deps, token: string) {
  await findUsableReset(deps.db, token, deps.clock.now());
}
