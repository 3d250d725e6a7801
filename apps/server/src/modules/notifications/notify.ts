import type { NotificationType } from '@poolside/contract/constants';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { accounts } from '../auth/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { renderNotification } from './texts.ts';

/** The users a notification may reach: the auth door's accounts. */
const users = accounts('users');

export type NotifyRecipients =
  | { userIds: number[] }
  | { companyId: number }
  | { toProviderStaff: true }
  | { everybody: true };

export type NotifyInput = NotifyRecipients & {
  type: NotificationType;
  params?: Record<string, unknown>;
  /** Path in the portal the e-mail copy links to (default /notifications). */
  link?: string;
  /** 'preference' (default): an e-mail copy to each recipient who chose this type in the profile. */
  email?: 'preference' | 'none';
  /** Leave this user out (e.g. the admin whose own action caused it). */
  exceptUserId?: number;
};

function recipientsWhere(input: NotifyRecipients): SQL | undefined {
  if ('userIds' in input) return input.userIds.length ? inArray(users.id, input.userIds) : sql`false`;
  if ('companyId' in input) return eq(users.companyId, input.companyId);
  if ('toProviderStaff' in input) return inArray(users.typeId, [1, 2]);
  return undefined;
}

/**
 * Stores a notification (type + params, never text) for every active recipient, inside the caller's
 * transaction, and queues e-mail copies in each recipient's language for those who asked for the type.
 * Returns the number of users notified.
 */
export async function notify(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  input: NotifyInput,
): Promise<number> {
  const params = input.params ?? {};
  const conditions = [eq(users.status, 'active'), recipientsWhere(input)];
  if (input.exceptUserId) conditions.push(sql`${users.id} <> ${input.exceptUserId}`);
  const recipients = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      emailTypes: users.emailNotificationTypes,
    })
    .from(users)
    .where(and(...conditions));
  if (recipients.length === 0) return 0;
  for (let i = 0; i < recipients.length; i += 1000) {
    await tx
      .insert(notifications)
      .values(recipients.slice(i, i + 1000).map((r) => ({ userId: r.id, type: input.type, params })));
  }
  if (input.email !== 'none') {
    const link = `${config.publicUrl}${input.link ?? '/notifications'}`;
    for (const r of recipients.filter((u) => u.emailTypes.includes(input.type))) {
      const { title, text } = renderNotification(input.type, params, r.language);
      await enqueueMail(tx, {
        to: r.email,
        template: 'notification',
        language: r.language,
        params: { name: r.name, title, text, link },
      });
    }
  }
  return recipients.length;
}
