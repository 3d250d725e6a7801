import { normalizeSn } from '@poolside/contract/part-rules';
import type { PopupForSerial } from '@poolside/contract/popups';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';

/** The non-empty messages listed for one robot serial, oldest first (the repair report shows them). */
export async function findPopupsForSerial(deps: Deps, sn: string): Promise<PopupForSerial[]> {
  return deps.db
    .select({ id: popupMessages.id, message: popupMessages.message })
    .from(popupSerials)
    .innerJoin(popupMessages, eq(popupMessages.id, popupSerials.messageId))
    .where(and(eq(popupSerials.sn, normalizeSn(sn)), ne(popupMessages.message, '')))
    .orderBy(asc(popupMessages.id));
}
