import type { UserUpdate } from '@poolside/contract/users';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema/auth.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { deleteUserSessions, invalidateUserSessions, revokeApiKeys, updateAccount } from '../auth/index.ts';
import { canReadFile, findFile } from '../files/index.ts';
import {
  assertEmailFree,
  assertTypeExists,
  isUniqueViolation,
  visibleCompanyByNumber,
} from './email-check.ts';
import { findVisibleUser } from './get-service.ts';
import { newPasswordHash } from './password-change.ts';
import { requireAssignableType, requireCanEditOther } from './policy.ts';

type UserChanges = Partial<typeof users.$inferInsert>;
type Target = Awaited<ReturnType<typeof findVisibleUser>>;

const plainFields = [
  'name',
  'phone',
  'address',
  'city',
  'zip',
  'country',
  'language',
  'gdprApproved',
  'emailNotificationTypes',
] as const;

async function assertLogo(tx: DbOrTx, actor: Actor, fileId: number) {
  const file = await findFile(tx, fileId);
  if (!file || !canReadFile(actor, file)) throw fieldError('notFound', 'logo');
}

/** Type, disabled and company: the admin part, each with its own rule. */
async function adminChanges(tx: DbOrTx, actor: Actor, target: Target, input: UserUpdate, isSelf: boolean) {
  const changes: UserChanges = {};
  if (input.type !== undefined && input.type !== target.user.typeId) {
    if (isSelf && actor.typeId !== 1) throw fieldError('permissionDenied', 'type');
    requireAssignableType(actor, input.type);
    await assertTypeExists(tx, input.type);
    changes.typeId = input.type;
  }
  if (input.disabled !== undefined) {
    const wantDisabled = input.disabled === true || input.disabled === 1;
    if (wantDisabled !== (target.user.status === 'disabled')) {
      // Only type 1 sets disabled (spec 01 s5), and never on itself (it would lock itself out).
      if (actor.typeId !== 1 || isSelf) throw fieldError('permissionDenied', 'disabled');
      changes.status = wantDisabled ? 'disabled' : 'active';
    }
  }
  if (input.centerMoovexID !== undefined && input.centerMoovexID !== target.company.number) {
    if (isSelf && actor.typeId !== 1) {
      throw fieldError('permissionDenied', 'centerMoovexID');
    }
    changes.companyId = (await visibleCompanyByNumber(tx, actor, input.centerMoovexID)).id;
  }
  return changes;
}

/**
 * POST /api/users/{id}: one's own profile (no flag needed; password change needs the current one) or
 * another user (editUser, visible company, type above one's own unless type 1). Disabling ends the
 * user's sessions and revokes its API keys in the same transaction. Every change is audited.
 */
export async function updateUser(
  deps: Deps,
  actor: Actor,
  id: number,
  input: UserUpdate,
  request: { id: string; ip: string },
) {
  const requestId = request.id;
  const isSelf = id === actor.userId;
  if (!isSelf && !actor.flags.editUser) throw new AppError('permissionDenied');
  const passwordHash = await newPasswordHash(deps, input, { userId: id, isSelf, ip: request.ip });
  try {
    await deps.db.transaction(async (tx) => {
      const target = await findVisibleUser(tx, actor, id, true);
      if (!isSelf) requireCanEditOther(actor, target.user);
      const changes: UserChanges = await adminChanges(tx, actor, target, input, isSelf);
      for (const key of plainFields) {
        if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
      }
      if (input.email !== undefined && input.email !== target.user.email.toLowerCase()) {
        await assertEmailFree(tx, input.email, id);
        changes.email = input.email;
      }
      if (input.logo !== undefined) {
        if (input.logo !== null) await assertLogo(tx, actor, input.logo);
        changes.logoFileId = input.logo;
      }
      if (passwordHash) changes.passwordHash = passwordHash;
      if (Object.keys(changes).length === 0) return;
      await updateAccount(tx, id, { ...changes, updatedAt: deps.clock.now() });
      // The user's cached session checks (type, company, language, status) are stale everywhere.
      await invalidateUserSessions(deps.db, tx, id);
      if (changes.status === 'disabled') {
        await deleteUserSessions(tx, id);
        await revokeApiKeys(tx, id);
      } else if (passwordHash) {
        // A new password ends the user's other sessions (the one making the change stays signed in).
        await deleteUserSessions(tx, id, isSelf && actor.sessionId ? actor.sessionId : undefined);
      }
      // Two-step sign-in secrets never go into the audit log.
      const { passwordHash: _old, totpSecret: _s, totpPendingSecret: _p, ...before } = target.user;
      const { passwordHash: newHash, ...after } = changes;
      await recordAudit(
        tx,
        actor,
        isSelf ? 'update-own' : 'update',
        'user',
        id,
        before,
        { ...after, ...(newHash ? { password: 'changed' } : {}) },
        requestId,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('emailExists', 'email');
    throw err;
  }
}
