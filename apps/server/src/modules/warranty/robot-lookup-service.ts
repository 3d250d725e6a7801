import { robotItemSchema } from '@poolside/contract/warranty';
import { normalizeSn } from '@poolside/contract/part-rules';
import type { Deps } from '../../deps.ts';
import { answerCache, answerJson } from '../../lib/answer-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { utcDateOf } from '../../lib/dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../auth/index.ts';
import { presentRobotItem } from './robot-item-presenter.ts';
import { maySeeSaleDate, saleDateViewer } from './sale-date-visibility.ts';
import { findUnitWithParts, warrantyOf } from '../units/index.ts';

/** The robot item of a serial as of `today` (any logged-in partner may look any serial up: decisions). */
export async function loadRobotItem(db: DbOrTx, sn: string, today: string, byAutoComplete = false) {
  const found = await findUnitWithParts(db, sn);
  if (!found) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
  return presentRobotItem({
    ...found,
    warranty: warrantyOf(found.unit),
    today,
    byAutoComplete,
  });
}

/**
 * The serial lookup's answers kept per instance (lib/answer-cache.ts): per serial, day and autocomplete flag,
 * dropped by `unit:<id>` (a write to the unit or its fitted parts, by trigger) and by `unit:*` / `part:*`
 * (models, part descriptions). An unknown serial (-15) is not kept.
 */
const robotAnswers = answerCache({ name: 'robot-by-sn', prefixes: ['unit:', 'part:'], maxEntries: 5_000 });

/**
 * GET /api/robots/sn/{sn}'s answer as JSON (the hottest read of the app). The sale date is the updating
 * company's (sale-date-visibility.ts), so answers are kept per viewing company.
 */
export function getRobotBySnJson(
  deps: Deps,
  actor: Actor,
  sn: string,
  byAutoComplete: boolean,
): Promise<string> {
  const today = utcDateOf(deps.clock.now());
  const key = `${normalizeSn(sn)}|${today}|${byAutoComplete ? 1 : 0}|${saleDateViewer(actor)}`;
  return robotAnswers.get(deps.db, key, async () => {
    const found = await findUnitWithParts(deps.db, sn);
    if (!found) throw new AppError('notFound', { field: 'sn', fields: ['sn'] });
    const item = presentRobotItem({ ...found, warranty: warrantyOf(found.unit), today, byAutoComplete });
    if (item.saleDate !== null && !(await maySeeSaleDate(deps.db, actor, found.unit.id)))
      item.saleDate = null;
    return { json: answerJson(robotItemSchema, item), tags: [`unit:${found.unit.id}`] };
  });
}
