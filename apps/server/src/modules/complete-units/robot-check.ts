// The robot a request is filed for, and "one request per robot": the save and the wizard's check share it.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { robotUnits } from '../../db/schema/units.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';

export const requestExists = () => fieldError('completeUnitExists', 'sn');

/**
 * The robot of a serial with the request it already has, in one statement: -15 `sn` when no robot has the
 * serial, -26 `sn` when a request other than `exceptRequestId` has it. The unique index on the request's
 * robot still decides two saves at the same instant (create-service.ts).
 */
export async function findRequestRobot(db: DbOrTx, sn: string, exceptRequestId: number | null) {
  const [row] = await db
    .select({
      id: robotUnits.id,
      sn: robotUnits.sn,
      pn: robotModels.pn,
      robotDesc: robotModels.name,
      requestId: completeUnits.id,
    })
    .from(robotUnits)
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .leftJoin(completeUnits, eq(completeUnits.unitId, robotUnits.id))
    .where(eq(robotUnits.sn, sn))
    .limit(1);
  if (!row) throw fieldError('notFound', 'sn');
  if (row.requestId !== null && row.requestId !== exceptRequestId) throw requestExists();
  return row;
}

/**
 * GET /api/completeUnits/check: the save's robot check ahead of the save. With `id` (an edit) the request
 * must be one the actor may see (-15 `id` otherwise), and its own robot does not count as taken.
 */
export async function checkUnitSerial(deps: Deps, actor: Actor, query: { sn: string; id?: number }) {
  if (query.id !== undefined) {
    const [own] = await deps.db
      .select({ id: completeUnits.id })
      .from(completeUnits)
      .where(and(eq(completeUnits.id, query.id), visibleTo(actor, completeUnits.companyId)))
      .limit(1);
    if (!own) throw fieldError('notFound', 'id');
  }
  const robot = await findRequestRobot(deps.db, query.sn, query.id ?? null);
  return { sn: robot.sn, pn: robot.pn, robotDesc: robot.robotDesc };
}
