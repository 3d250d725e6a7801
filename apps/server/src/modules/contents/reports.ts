// The contents export (report `contents`, provider staff): one admin list (news, FAQ or texts: `kind`) with
// its filter, as the screen shows it: the type, the title in the reader's language (else English), the dates.
import { contentTypes } from '@poolside/contract/contents';
import type { ExportBody } from '@poolside/contract/exports';
import { reportColumns, reportWord } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { registerReport } from '../exports/index.ts';
import { listContents } from './read-service.ts';

const typeOf = (body: ExportBody) => contentTypes.find((t) => t === body.kind) ?? 'news';

registerReport({
  name: 'contents',
  fileName: (body) => `${typeOf(body) === 'qa' ? 'faq' : typeOf(body)}.xlsx`,
  isAllowed: isProviderStaff,
  columns: (actor) =>
    reportColumns(actor.language, 'contents', [
      { key: 'id', width: 8 },
      { key: 'type', width: 14 },
      { key: 'title', width: 50 },
      { key: 'dateCreate', width: 16 },
      { key: 'dateUpdate', width: 16 },
    ]),
  async rows(deps, actor, body) {
    const type = typeOf(body);
    const lang = actor.language;
    const filter = body.filter?.trim().toLowerCase();
    const rows = (await listContents(deps, actor, type)).map((row) => {
      const prop = (name: string) => row.props.find((p) => p.name === name)?.data ?? '';
      return {
        id: row.id,
        type: reportWord(lang, 'contents', `type.${row.type}`, undefined, row.type),
        title: prop(`title_${lang}`) || prop('title_eng'),
        dateCreate: row.createdAt,
        dateUpdate: row.updatedAt,
      };
    });
    // The list filters on the page, over what it shows (the type word, the title, the number).
    return filter
      ? rows.filter((r) => [String(r.id), r.type, r.title].some((v) => v.toLowerCase().includes(filter)))
      : rows;
  },
});
