// The warranty report popups export (report `popups`, provider staff): the admin list's rows (its filter and
// order) read through the list's own service: the message, its serials (the first ones, as the list shows
// them, and how many), the last update.
import type { Language } from '@poolside/contract/languages';
import { localizeColumns } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { listPages, registerReport } from '../exports/index.ts';
import { listPopupMessages } from './list-service.ts';

const ownHeaders = {
  fra: {
    id: '#',
    message: 'Message',
    sns: 'Numéros de série',
    snCount: 'Nombre de numéros',
    dateUpdate: 'Mis à jour',
  },
  spa: {
    id: '#',
    message: 'Mensaje',
    sns: 'Números de serie',
    snCount: 'Cantidad de números',
    dateUpdate: 'Actualizado',
  },
};

/** "…and 12 more" after the first serials, as the list's serial column says it. */
const moreWords: Record<Language, (n: number) => string> = {
  eng: (n) => `and ${n} more`,
  fra: (n) => `et ${n} de plus`,
  spa: (n) => `y ${n} más`,
};

registerReport({
  name: 'popups',
  title: {
    eng: 'Warranty report popups',
    fra: 'Messages du rapport de garantie',
    spa: 'Avisos del informe de garantía',
  },
  fileName: () => 'warranty-popups.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: '#', key: 'id', width: 8 },
        { header: 'Message', key: 'message', width: 50 },
        { header: 'Serial numbers', key: 'sns', width: 36 },
        { header: 'Number of serials', key: 'snCount', width: 12 },
        { header: 'Updated', key: 'dateUpdate', width: 16 },
      ],
      ownHeaders,
    ),
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
        sns: [m.sns.join(', '), more > 0 ? moreWords[actor.language](more) : ''].filter(Boolean).join(' '),
        snCount: m.snCount,
        dateUpdate: new Date(m.dateUpdate * 1000),
      };
    }
  },
});
