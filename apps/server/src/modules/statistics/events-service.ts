import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import { recordUsageEvent } from './event-buffer.ts';

/** Records a PVU (page view) event for the statistics reports: buffered, the request never waits for it. */
export function recordPageView(deps: Deps, actor: Actor, path: string) {
  recordUsageEvent(deps, { type: 'PVU', userId: actor.userId, companyId: actor.companyId, path });
}
