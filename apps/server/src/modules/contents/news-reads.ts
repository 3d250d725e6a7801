// The latest news as another module reads it, offered by the door (the dashboard shows it).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contents } from '../../db/schema/contents.ts';

export type ContentRow = typeof contents.$inferSelect;
export type { ContentProp } from '../../db/schema/contents.ts';

/** The `limit` newest news items that are not hidden, newest first. */
export function latestNews(db: DbOrTx, limit: number): Promise<ContentRow[]> {
  return db
    .select()
    .from(contents)
    .where(and(eq(contents.type, 'news'), eq(contents.hidden, false)))
    .orderBy(desc(contents.createdAt), desc(contents.id))
    .limit(limit);
}
