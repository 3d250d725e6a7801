import { toUnix } from '../../lib/clock.ts';
import type { contents } from '../../db/schema/contents.ts';

type ContentRow = typeof contents.$inferSelect;

/** A content item as the spec names its fields (dates in unix seconds). */
export function presentContent(row: ContentRow) {
  return {
    id: row.id,
    type: row.type,
    dateCreate: toUnix(row.createdAt)!,
    dateUpdate: toUnix(row.updatedAt)!,
    hidden: row.hidden ? 1 : 0,
    locked: row.locked ? 1 : 0,
    props: row.props,
  };
}
