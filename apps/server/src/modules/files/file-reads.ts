// What other modules read about an upload, offered by the door: the files module owns the files table.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { readModel } from '../../lib/read-model.ts';

/** An uploaded file's row. */
export type StoredFile = typeof files.$inferSelect;

/** The upload with this id, or undefined when there is none (whether the asker may use it is canReadFile). */
export async function findFile(db: DbOrTx, id: number): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return file;
}

/** Uploads as other modules' statements join them (lib/read-model.ts): whose, what kind, the name shown. */
export const uploads = readModel(files, {
  id: files.id,
  companyId: files.companyId,
  kind: files.kind,
  originalName: files.originalName,
  mime: files.mime,
  storageKey: files.storageKey,
});
