import type { Deps } from '../../deps.ts';
import { statEvents } from '../../db/schema/system.ts';
import type { Actor } from '../auth/index.ts';

/** Records a PVU (page view) event for the statistics reports. */
export async function recordPageView(deps: Deps, actor: Actor, path: string) {
  await deps.db
    .insert(statEvents)
    .values({ type: 'PVU', userId: actor.userId, companyId: actor.companyId, path });
}
