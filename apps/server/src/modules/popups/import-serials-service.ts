import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { decodeCsv, parseSerialsCsv } from './csv-serials.ts';
import { lockPopupMessage } from './popup-store.ts';

const BATCH = 1000;
const REPORTED_ROWS_MAX = 100;
const allowedExtensions = /\.(csv|txt)$/i;

type UploadedFile = { filename: string; body: Buffer };

/** The serials of a valid file, or the error naming its bad rows (`rows.{line}.{sn|columns}`). */
function serialsOf(file: UploadedFile): string[] {
  const text = allowedExtensions.test(file.filename) ? decodeCsv(file.body) : null;
  if (text === null) throw fieldError('fileInvalid', 'file');
  const parsed = parseSerialsCsv(text);
  if (parsed.badRows.length > 0) {
    const fields = parsed.badRows.slice(0, REPORTED_ROWS_MAX).map((r) => `rows.${r.line}.${r.problem}`);
    throw fieldError('invalid', fields);
  }
  if (parsed.isTooMany) throw fieldError('invalid', 'file');
  if (parsed.serials.length === 0) throw fieldError('fieldRequired', 'file');
  return parsed.serials;
}

/**
 * The upload of a message's serial list: the file's serials replace the message's in one transaction, so
 * a failure leaves the previous list whole. Any bad row refuses the whole file.
 */
export async function importPopupSerials(
  deps: Deps,
  actor: Actor,
  messageId: number,
  file: UploadedFile,
  requestId?: string,
) {
  const serials = serialsOf(file);
  return deps.db.transaction(async (tx) => {
    const row = await lockPopupMessage(tx, messageId);
    await tx.delete(popupSerials).where(eq(popupSerials.messageId, messageId));
    for (let i = 0; i < serials.length; i += BATCH) {
      await tx.insert(popupSerials).values(serials.slice(i, i + BATCH).map((sn) => ({ messageId, sn })));
    }
    await tx
      .update(popupMessages)
      .set({ snCount: serials.length, updatedAt: deps.clock.now() })
      .where(eq(popupMessages.id, messageId));
    await recordAudit(
      tx,
      actor,
      'popup.import',
      'popup_message',
      messageId,
      { snCount: row.snCount },
      { snCount: serials.length, fileName: file.filename, first: serials.slice(0, 20) },
      requestId,
    );
    return { messageId, snCount: serials.length };
  });
}
