import type { CompleteUnitStatus } from '@poolside/contract/complete-units';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../access/index.ts';
import { notify } from '../notifications/index.ts';
import { unitStatusWords } from './presenter.ts';
import type { UnitRequestRecord } from './store.ts';

/**
 * The maker changed a request's status: its company hears of it (COM, docs/decisions.md "Notifications"),
 * with the status word in each reader's language and a link to the request.
 */
export function notifyUnitStatus(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  r: UnitRequestRecord,
) {
  const status = r.status as CompleteUnitStatus;
  return notify(tx, config, {
    companyId: r.companyId,
    type: 'COM',
    params: { requestId: r.id, sn: r.sn, status: unitStatusWords(status), statusCode: status },
    link: `/repairs/complete_unit_requests/${r.id}`,
    exceptUserId: actor.userId,
  });
}
