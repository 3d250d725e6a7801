import { checkPasswordChoice, type NewUser } from '@poolside/contract/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/auth.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { hashPassword, insertAccount } from '../auth/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  assertEmailFree,
  assertTypeExists,
  isUniqueViolation,
  visibleCompanyByNumber,
} from './email-check.ts';
import { passwordError } from './password-change.ts';
import { requireAddUser, requireAssignableType } from './policy.ts';

/**
 * PUT /api/users. A user added by a partner starts `pending` and provider staff hear of it (USR
 * notification and mail); one added by provider staff (who are the ones activating) starts `active`.
 */
export async function createUser(deps: Deps, actor: Actor, input: NewUser, requestId?: string) {
  requireAddUser(actor);
  const [issue] = checkPasswordChoice(input, { isRequired: true, needsCurrent: false });
  if (issue) throw passwordError(issue, { password: 'password', verify: 'verify' });
  requireAssignableType(actor, input.type);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      await assertTypeExists(tx, input.type);
      const company = await visibleCompanyByNumber(tx, actor, input.centerMoovexID);
      await assertEmailFree(tx, input.email);
      const status = isProviderStaff(actor) ? ('active' as const) : ('pending' as const);
      const user = await insertAccount(tx, {
        companyId: company.id,
        typeId: input.type,
        name: input.name,
        email: input.email,
        passwordHash,
        phone: input.phone ?? '',
        address: input.address ?? '',
        city: input.city ?? '',
        zip: input.zip ?? '',
        country: input.country ?? '',
        language: input.language ?? 'eng',
        status,
        createdBy: actor.userId,
      });
      const { passwordHash: _, totpSecret: _s, totpPendingSecret: _p, ...after } = user;
      await recordAudit(tx, actor, 'create', 'user', user.id, null, after, requestId);
      if (status === 'pending') {
        const params = {
          userId: user.id,
          userName: user.name,
          userEmail: user.email,
          companyName: company.name,
        };
        await notify(tx, deps.config, {
          toProviderStaff: true,
          type: 'USR',
          params,
          link: `/users/${user.id}`,
          email: 'none',
        });
        const staff = await tx
          .select({ name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(and(inArray(users.typeId, [1, 2]), eq(users.status, 'active')));
        for (const s of staff) {
          await enqueueMail(tx, {
            to: s.email,
            template: 'userPending',
            language: s.language,
            params: {
              adminName: s.name,
              userName: user.name,
              userEmail: user.email,
              companyName: company.name,
              link: `${deps.config.publicUrl}/users/${user.id}`,
            },
          });
        }
      }
      return { id: user.id, status };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('emailExists', 'email');
    throw err;
  }
}
