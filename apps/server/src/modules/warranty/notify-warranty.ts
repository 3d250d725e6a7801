import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';

/** NTW: the provider changed a robot's warranty (reviewed or deleted update, manual dates); in the caller's tx. */
export async function notifyWarrantyChanged(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  companyId: number,
  sn: string,
  exceptUserId: number,
) {
  return notify(tx, config, {
    companyId,
    type: 'NTW',
    params: { sn },
    link: '/repairs/data',
    exceptUserId,
  });
}
