// The warranty report popups export (report `popups`, provider staff): the admin list's rows (its filter and
// order) read through the list's own service: the message, its serials (the first ones, as the list shows
// them, and how many), the last update.
import { reportColumns, reportWord } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listPopupMessages } from './list-service.ts';

registerReport({
  name: 'popups',
  fileName: () => 'warranty-popups.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    reportColumns(actor.language, 'popups', [
      { key: 'id', width: 8 },
      { key: 'message', width: 50 },
      { key: 'sns', width: 36 },
      { key: 'snCount', width: 12 },
      { key: 'dateUpdate', width: 16 },
    ]),
  async *rows(deps, actor, body, meter) {
    const filter = body.filter?.trim() || undefined;
    const rows = listPages(
      ({ page, pageSize }) => listPopupMessages(deps, { page, pageSize, filter }),
      meter,
    );
    for await (const m of rows) {
      const more = m.snCount - m.sns.length;
      yield {
        id: m.id,
        message: m.message,
        sns: [m.sns.join(', '), more > 0 ? reportWord(actor.language, 'popups', 'more', { n: more }) : '']
          .filter(Boolean)
          .join(' '),
        snCount: m.snCount,
        dateUpdate: new Date(m.dateUpdate * 1000),
      };
    }
  },
});
