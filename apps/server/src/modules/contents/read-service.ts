import { asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { contents } from '../../db/schema/contents.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { contentTypeOf } from './write-service.ts';

/**
 * One content item. Texts (about us, policies) are public; news and FAQ need a login (-5); hidden items
 * are for provider staff only (-15 for everybody else).
 */
export async function getContent(deps: Deps, actor: Actor | null, id: number) {
  const [row] = await deps.db.select().from(contents).where(eq(contents.id, id)).limit(1);
  if (!row) throw new AppError('notFound');
  if (row.hidden && !(actor && isProviderStaff(actor))) throw new AppError('notFound');
  if (row.type !== 'text' && !actor) throw new AppError('notLoggedIn');
  return row;
}

/** GET /api/contents?type=: news newest first, FAQ and texts in their order; hidden ones for provider staff only. */
export async function listContents(deps: Deps, actor: Actor, typeName: string) {
  const type = contentTypeOf(typeName);
  const rows = await deps.db
    .select()
    .from(contents)
    .where(eq(contents.type, type))
    .orderBy(type === 'news' ? desc(contents.createdAt) : asc(contents.id), asc(contents.id))
    .limit(500);
  return isProviderStaff(actor) ? rows : rows.filter((r) => !r.hidden);
}
