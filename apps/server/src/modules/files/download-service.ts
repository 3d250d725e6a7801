import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { files } from '../../db/schema/files.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, canSeeCompany, isProviderStaff } from '../access/index.ts';
import { recordUsageEvent } from '../statistics/index.ts';
import { cleanFileName, mimeOfName } from './file-check.ts';

export type Download = { name: string; mime: string; body: Buffer };

/** May the actor read this file? Its company must be visible; a company-less file is provider staff's. */
export function canReadFile(actor: Actor, file: { companyId: number | null }): boolean {
  return file.companyId === null ? isProviderStaff(actor) : canSeeCompany(actor, file.companyId);
}

/** An uploaded file for an actor allowed to see it; -15 (as if absent) otherwise. */
export async function getFileForActor(deps: Deps, actor: Actor, id: number): Promise<Download> {
  const [row] = await deps.db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row || !canReadFile(actor, row)) throw new AppError('notFound');
  const body = await deps.storage.get(row.storageKey);
  if (!body) throw new AppError('notFound');
  return { name: row.originalName, mime: row.mime, body };
}

/** Decodes the base64 (standard or URL-safe) name of a stored document; -6 when it is not a plain name. */
export function decodeDocumentName(encoded: string): string {
  const normal = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const name = Buffer.from(normal, 'base64').toString('utf8');
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) || name.includes('..')) {
    throw new AppError('invalid', { field: 'name' });
  }
  return name;
}

/** A catalogue document (manual, certificate) stored under documents/; the reader's view is a FILE event. */
export async function getDocument(deps: Deps, encoded: string, viewer?: Actor): Promise<Download> {
  const name = decodeDocumentName(encoded);
  const body = await deps.storage.get(`documents/${name}`);
  if (!body) throw new AppError('notFound');
  const shownName = cleanFileName(name);
  if (viewer) {
    recordUsageEvent(deps, {
      type: 'FILE',
      userId: viewer.userId,
      companyId: viewer.companyId,
      path: shownName,
    });
  }
  return { name: shownName, mime: mimeOfName(name), body };
}

/** An image of the content editor (public: the about-us and policy pages are public). */
export async function getContentImage(deps: Deps, name: string): Promise<Download> {
  const body = await deps.storage.get(`content-images/${name}`);
  if (!body) throw new AppError('notFound');
  return { name, mime: mimeOfName(name), body };
}
