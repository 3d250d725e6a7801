import type { z } from 'zod';
import type { sendRmaBodySchema } from '@poolside/contract/repairs';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import type { Actor } from '../../access/index.ts';
import { createRmaFromLines } from '../rma-store.ts';

type SentRma = { id: number; lines: number };

/** The RMA the user already sent under this key, with its line count; null when there is none. */
async function rmaOfKey(db: DbOrTx, userId: number, key: string): Promise<SentRma | null> {
  const [row] = await db
    .select({ id: rmaRequests.id, lines: count(rmaLines.id) })
    .from(rmaRequests)
    .leftJoin(rmaLines, eq(rmaLines.parentId, rmaRequests.id))
    .where(and(eq(rmaRequests.userId, userId), eq(rmaRequests.idempotencyKey, key)))
    .groupBy(rmaRequests.id)
    .limit(1);
  return row ?? null;
}

/**
 * PUT /api/rma/requests: a new RMA (status SNT) from the actor's OWN unsent lines, among `ids` when given;
 * warrantyOnly keeps the lines under warranty. Nothing to send is -14. Idempotent per `idempotencyKey`:
 * the same send repeated (a retry, a double click, a twin sent at once) answers the RMA it made rather
 * than -14. A twin waits for the lines the first one locked, finds them sent, and reads the committed RMA
 * by its key; the unique (user, key) index is the last guard.
 */
export async function sendRma(deps: Deps, actor: Actor, body: z.output<typeof sendRmaBodySchema>) {
  const key = body.idempotencyKey ?? null;
  const sent = key ? await rmaOfKey(deps.db, actor.userId, key) : null;
  if (sent) return sent;
  return deps.db.transaction(async (tx): Promise<SentRma> => {
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
    const twin = async () => (key ? await rmaOfKey(tx, actor.userId, key) : null);
    if (lines.length === 0) {
      const made = await twin();
      if (made) return made;
      throw fieldError('operationFailed', 'ids');
    }
    const ids = lines.map((l) => l.id);
    const owner = { companyId: actor.companyId, userId: actor.userId, idempotencyKey: key };
    const id = await createRmaFromLines(tx, owner, ids, deps.clock.now());
    if (id === null) return (await twin())!;
    return { id, lines: ids.length };
  });
}
