import { type FeedbackFormType, type FeedbackStatus, feedbackWords } from '@poolside/contract/feedback';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../access/index.ts';
import { notify } from '../notifications/index.ts';
import type { FeedbackRecord } from './store.ts';
import { accounts, accountTypes } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');
const userTypes = accountTypes('user_types');

/** The portal path of a report (the detail for managers, the read-only view for its reporter). */
export const feedbackLink = (id: number) => `/feedback/report/${id}`;

/** A new report: every active user whose type manages feedback hears of it (FEE), the reporter aside. */
export async function notifyNewFeedback(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  report: { id: number; formType: string; companyName: string },
) {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .where(eq(userTypes.manageFeedback, true));
  return notify(tx, config, {
    userIds: managers.map((m) => m.id),
    type: 'FEE',
    params: {
      feedbackId: report.id,
      subTopic: feedbackWords.formType[report.formType as FeedbackFormType] ?? report.formType,
      companyName: report.companyName,
    },
    link: feedbackLink(report.id),
    exceptUserId: actor.userId,
  });
}

/** A status change: the reporter hears of it (FEC) with the status word in their language. */
export function notifyFeedbackStatus(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  report: FeedbackRecord,
) {
  const status = report.status as FeedbackStatus;
  return notify(tx, config, {
    userIds: [report.userId],
    type: 'FEC',
    params: { feedbackId: report.id, status: feedbackWords.status[status], statusCode: status },
    link: feedbackLink(report.id),
    exceptUserId: actor.userId,
  });
}
