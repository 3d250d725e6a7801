import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@poolside/contract/files';
import type { Deps } from '../../deps.ts';
import { files } from '../../db/schema/files.ts';
import type { Actor } from '../access/index.ts';
import { checkUpload, cleanFileName } from './file-check.ts';

export type IncomingFile = { filename: string; body: Buffer };

/** A random storage key under a prefix, keeping the checked extension (never the client's name). */
export function randomKey(prefix: string, ext: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${ext}`;
}

/**
 * Checks and stores one upload, then records it for the actor's company (null company: an attachment of
 * the public contact form, which only provider staff can download).
 */
export async function saveUpload(deps: Deps, actor: Actor | null, file: IncomingFile, kind: UploadKind) {
  const checked = await checkUpload(file.filename, file.body, kind);
  const name = cleanFileName(file.filename);
  const storageKey = randomKey(`uploads/${new Date().getUTCFullYear()}`, checked.ext);
  await deps.storage.put(storageKey, file.body, checked.mime);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        companyId: actor?.companyId ?? null,
        userId: actor?.userId ?? null,
        storageKey,
        originalName: name,
        mime: checked.mime,
        size: file.body.length,
        kind,
      })
      .returning({ id: files.id, name: files.originalName });
    return row;
  } catch (err) {
    // Not recorded: the stored file would belong to nothing.
    await deps.storage.remove(storageKey).catch(() => {});
    throw err;
  }
}
