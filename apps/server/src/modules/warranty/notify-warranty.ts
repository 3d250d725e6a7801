import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';

/**
 * Tells a company about its robot's warranty, in the caller's tx: NTW, the provider changed the warranty
 * (reviewed or deleted update, manual dates); NTR, the provider rejected (deleted) the company's update.
 */
export async function notifyWarranty(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  type: 'NTW' | 'NTR',
  to: { companyId: number; sn: string; exceptUserId: number },
) {
  return notify(tx, config, {
    companyId: to.companyId,
    type,
    params: { sn: to.sn },
    link: '/repairs/data',
    exceptUserId: to.exceptUserId,
  });
}
