import type { z } from 'zod';
import type { sendRmaBodySchema } from '@poolside/contract/repairs';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { rmaLines } from '../../../db/schema/repairs.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../auth/index.ts';
import { createRmaFromLines } from '../rma-store.ts';

/**
 * PUT /api/rma/requests: a new RMA (status SNT) from the actor's OWN unsent lines, among `ids` when given;
 * warrantyOnly keeps the lines under warranty. Nothing to send is -14.
 */
export async function sendRma(deps: Deps, actor: Actor, body: z.output<typeof sendRmaBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: rmaLines.id })
      .from(rmaLines)
      .where(
        and(
          isNull(rmaLines.parentId),
          eq(rmaLines.userId, actor.userId),
          eq(rmaLines.companyId, actor.companyId),
          body.ids ? inArray(rmaLines.id, body.ids.length ? body.ids : [0]) : undefined,
          body.warrantyOnly ? eq(rmaLines.underWarranty, true) : undefined,
        ),
      )
      .orderBy(rmaLines.id)
      .for('update');
    if (lines.length === 0) throw new AppError('operationFailed', { field: 'ids', fields: ['ids'] });
    const ids = lines.map((l) => l.id);
    const id = await createRmaFromLines(
      tx,
      { companyId: actor.companyId, userId: actor.userId },
      ids,
      deps.clock.now(),
    );
    return { id, lines: ids.length };
  });
}
