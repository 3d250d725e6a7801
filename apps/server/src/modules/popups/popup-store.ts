import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { popupMessages } from '../../db/schema/popups.ts';
import { fieldError } from '../../lib/app-error.ts';

export type PopupMessageRow = typeof popupMessages.$inferSelect;

/** A message locked for a change, or -15. */
export async function lockPopupMessage(tx: DbOrTx, id: number): Promise<PopupMessageRow> {
  const [row] = await tx.select().from(popupMessages).where(eq(popupMessages.id, id)).for('update').limit(1);
  if (!row) throw fieldError('notFound', 'messageId');
  return row;
}
