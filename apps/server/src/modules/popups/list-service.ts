import type { PageQuery } from '@poolside/contract/envelope';
import { popupSerialsShown } from '@poolside/contract/popup-rules';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { presentPopupMessage } from './presenter.ts';

const byId = { expr: popupMessages.id, type: 'int' } as const;

/** The sorts, each ending in the id (a few hundred messages: every sort sorts the filtered set). */
const popupSorts: KeysetSorts = {
  id: [byId],
  message: [{ expr: popupMessages.message, type: 'text' }, byId],
  snCount: [{ expr: popupMessages.snCount, type: 'int' }, byId],
  dateCreate: [{ expr: popupMessages.createdAt, type: 'timestamptz' }, byId],
  dateUpdate: [{ expr: popupMessages.updatedAt, type: 'timestamptz' }, byId],
};

/**
 * The popup list (docs/performance.md "Hot paths — lists"): the filter matches the text, one of the serials
 * (uppercased, popup_serials_sn_idx) or the id.
 */
const popupList = keysetList({
  name: 'popup_list',
  sorts: popupSorts,
  defaultSort: '-id',
  countFrom: popupMessages,
  where: (f: { text: boolean }, value) =>
    f.text
      ? sql`(${popupMessages.message} ilike ${value('like', 'text')}
        or ${popupMessages.id} = any(array(select ${popupSerials.messageId} from ${popupSerials}
          where ${popupSerials.sn} = ${value('sn', 'text')}))
        or ${popupMessages.id}::text = ${value('text', 'text')})`
      : undefined,
  isFreeText: (f) => f.text,
  select: (db, extra) =>
    db
      .select({ message: popupMessages, ...extra })
      .from(popupMessages)
      .$dynamic(),
});

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
  const page = await popupList(deps.db, {
    filters: { text: !!text },
    values: text ? { like: likePattern(text), sn: text.toUpperCase(), text } : {},
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  const rows = page.rows.map((r) => r.message);
  const serials = await firstSerialsOf(
    deps,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => presentPopupMessage(r, serials.get(r.id) ?? [])), total: page.total };
}
