import type { PageQuery } from '@poolside/contract/envelope';
import { popupSerialsShown } from '@poolside/contract/popup-rules';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';
import { likePattern, offsetOf, orderOf } from '../../lib/paging.ts';
import { presentPopupMessage } from './presenter.ts';

const sortable = {
  id: popupMessages.id,
  message: popupMessages.message,
  snCount: popupMessages.snCount,
  dateCreate: popupMessages.createdAt,
  dateUpdate: popupMessages.updatedAt,
};

/** The first serials of each listed message (sorted), for the list's read-only serial column. */
async function firstSerialsOf(deps: Deps, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const ranked = deps.db
    .select({
      messageId: popupSerials.messageId,
      sn: popupSerials.sn,
      rank: sql<number>`row_number() over (partition by ${popupSerials.messageId} order by ${popupSerials.sn})`.as(
        'rank',
      ),
    })
    .from(popupSerials)
    .where(inArray(popupSerials.messageId, ids))
    .as('ranked');
  const rows = await deps.db
    .select({ messageId: ranked.messageId, sn: ranked.sn })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${popupSerialsShown}`)
    .orderBy(asc(ranked.messageId), asc(ranked.sn));
  for (const row of rows) out.get(row.messageId)?.push(row.sn);
  return out;
}

/** The popup messages, paged and sorted; the filter matches the text or one of the serials. */
export async function listPopupMessages(deps: Deps, query: PageQuery) {
  const text = query.filter?.trim();
  const where = text
    ? or(
        ilike(popupMessages.message, likePattern(text)),
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(popupSerials)
            .where(
              and(eq(popupSerials.messageId, popupMessages.id), eq(popupSerials.sn, text.toUpperCase())),
            ),
        ),
        sql`${popupMessages.id}::text = ${text}`,
      )
    : undefined;
  const rows = await deps.db
    .select()
    .from(popupMessages)
    .where(where)
    .orderBy(...orderOf(query.sort, sortable, '-id', popupMessages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(popupMessages)
    .where(where);
  const serials = await firstSerialsOf(
    deps,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => presentPopupMessage(r, serials.get(r.id) ?? [])), total };
}
