import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, requireAdmin } from '../access/index.ts';
import { invalidateUserSessions, updateAccount } from '../auth/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { findVisibleUser } from './get-service.ts';

/**
 * POST /api/users/{id}/activate: provider staff (types 1, 2) activate a pending user (-14 when it is not
 * pending); the user gets the UAP notification and the "account approved" mail in its language.
 */
export async function activateUser(deps: Deps, actorIn: Actor, id: number, requestId?: string) {
  const actor = requireAdmin(actorIn);
  await deps.db.transaction(async (tx) => {
    const { user } = await findVisibleUser(tx, actor, id, true);
    if (user.status !== 'pending')
      throw new AppError('operationFailed', { field: 'status', fields: [user.status] });
    await updateAccount(tx, id, { status: 'active', updatedAt: deps.clock.now() });
    // The user's status is part of its cached session check and session user (dashboard).
    await invalidateUserSessions(deps.db, tx, id);
    await recordAudit(
      tx,
      actor,
      'activate',
      'user',
      id,
      { status: 'pending' },
      { status: 'active' },
      requestId,
    );
    await notify(tx, deps.config, { userIds: [id], type: 'UAP', email: 'none' });
    await enqueueMail(tx, {
      to: user.email,
      template: 'userApproved',
      language: user.language,
      params: { name: user.name, link: `${deps.config.publicUrl}/login` },
    });
  });
}
