import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { robotModels } from '../../db/schema/catalogue.ts';
import { optionItems } from '../../db/schema/complete-units.ts';
import { rmaLines } from '../../db/schema/rma.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

const complaints = alias(optionItems, 'complaint_item');
const failures = alias(optionItems, 'failure_item');

/**
 * RMA lines with what their presenter shows: the user's name, option titles and the robot's model, plus
 * `extra` columns (a keyset list's cursor and total).
 */
export function selectLines<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({
      line: rmaLines,
      userName: users.name,
      complaintTitle: complaints.title,
      failureTitle: failures.title,
      modelName: robotModels.name,
      modelPn: robotModels.pn,
      modelYear: robotModels.year,
      productionDate: robotUnits.productionDate,
      ...(extra as E),
    })
    .from(rmaLines)
    .innerJoin(users, eq(users.id, rmaLines.userId))
    .leftJoin(complaints, eq(complaints.id, rmaLines.complaintId))
    .leftJoin(failures, eq(failures.id, rmaLines.failureId))
    .leftJoin(robotUnits, eq(robotUnits.sn, rmaLines.robotSn))
    .leftJoin(robotModels, eq(robotModels.id, robotUnits.modelId));
}

export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** Lines matching a condition, in the order they were reported. */
export async function findLines(db: DbOrTx, where: SQL | undefined): Promise<LineRow[]> {
  return selectLines(db).where(where).orderBy(asc(rmaLines.id));
}

/** A line the actor may see, or -15 (another company's line answers as if it did not exist). */
export async function findVisibleLine(db: DbOrTx, actor: Actor, id: number): Promise<LineRow> {
  const [row] = await selectLines(db)
    .where(and(eq(rmaLines.id, id), visibleTo(actor, rmaLines.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  return row;
}
