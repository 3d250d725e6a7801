import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, requireTopAdmin } from '../access/index.ts';
import { issueApiKey, revokeApiKeys } from '../auth/index.ts';
import { findVisibleUser } from './get-service.ts';

/** Spec 01 s5: only type 1 manages keys, and only of type-2 users (-11 otherwise). */
async function keyTarget(deps: Deps, actorIn: Actor, id: number) {
  const actor = requireTopAdmin(actorIn);
  const { user } = await findVisibleUser(deps.db, actor, id);
  if (user.typeId !== 2) throw new AppError('permissionDenied');
  return actor;
}

/** PUT /api/users/api/{id}: a new key (an earlier one stops working), answered once. */
export async function generateApiKey(deps: Deps, actorIn: Actor, id: number, requestId?: string) {
  const actor = await keyTarget(deps, actorIn, id);
  return deps.db.transaction(async (tx) => {
    const key = await issueApiKey(tx as unknown as Db, id, ['read', 'sync']);
    await recordAudit(tx, actor, 'api-key-issue', 'user', id, null, { prefix: key.prefix }, requestId);
    return key;
  });
}

/** DELETE /api/users/api/{id}: revokes the user's keys at once. */
export async function deleteApiKey(deps: Deps, actorIn: Actor, id: number, requestId?: string) {
  const actor = await keyTarget(deps, actorIn, id);
  await deps.db.transaction(async (tx) => {
    await revokeApiKeys(tx, id);
    await recordAudit(tx, actor, 'api-key-revoke', 'user', id, null, null, requestId);
  });
}
