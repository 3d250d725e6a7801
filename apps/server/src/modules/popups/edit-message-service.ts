import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages } from '../../db/schema/popups.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { lockPopupMessage } from './popup-store.ts';

const entity = 'popup_message';

/** create-empty-message: a new message (its text optional), without serials yet. */
export async function createPopupMessage(deps: Deps, actor: Actor, message = '', requestId?: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .insert(popupMessages)
      .values({ message, createdBy: actor.userId, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, actor, 'popup.create', entity, row.id, null, { message }, requestId);
    return { id: row.id };
  });
}

/** update {message_id, message}: the message's text. */
export async function updatePopupMessage(
  deps: Deps,
  actor: Actor,
  id: number,
  message: string,
  requestId?: string,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockPopupMessage(tx, id);
    await tx
      .update(popupMessages)
      .set({ message, updatedAt: deps.clock.now() })
      .where(eq(popupMessages.id, id));
    await recordAudit(
      tx,
      actor,
      'popup.update',
      entity,
      id,
      { message: row.message },
      { message },
      requestId,
    );
  });
}

/** deleteMessage {messageId}: the message and its serials (the screen asks for confirmation first). */
export async function deletePopupMessage(deps: Deps, actor: Actor, id: number, requestId?: string) {
  await deps.db.transaction(async (tx) => {
    const row = await lockPopupMessage(tx, id);
    await tx.delete(popupMessages).where(eq(popupMessages.id, id));
    const before = { message: row.message, snCount: row.snCount };
    await recordAudit(tx, actor, 'popup.delete', entity, id, before, null, requestId);
  });
}
