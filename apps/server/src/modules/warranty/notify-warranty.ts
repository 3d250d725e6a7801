import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';

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

/** NTR: the provider rejected (deleted) the company's warranty update; in the caller's tx. */
export async function notifyWarrantyRejected(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  companyId: number,
  sn: string,
  exceptUserId: number,
) {
  return notify(tx, config, {
    companyId,
    type: 'NTR',
    params: { sn },
    link: '/repairs/data',
    exceptUserId,
  });
}
