import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';
import { AppError } from '../../lib/app-error.ts';

/** One message's whole serial list as a CSV in the template's shape (to edit and upload again). */
export async function exportPopupSerials(deps: Deps, id: number): Promise<string> {
  const [message] = await deps.db
    .select({ id: popupMessages.id })
    .from(popupMessages)
    .where(eq(popupMessages.id, id))
    .limit(1);
  if (!message) throw new AppError('notFound');
  const rows = await deps.db
    .select({ sn: popupSerials.sn })
    .from(popupSerials)
    .where(eq(popupSerials.messageId, id))
    .orderBy(asc(popupSerials.sn));
  return `sn\r\n${rows.map((r) => `${r.sn}\r\n`).join('')}`;
}
