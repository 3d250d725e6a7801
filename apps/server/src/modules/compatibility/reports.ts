import { localizeColumns } from '../../lib/report-words.ts';
import { registerReport } from '../exports/index.ts';
import { findCompatibility } from './compatibility-service.ts';

// The compatibility lookup as a spreadsheet: the rows of one pn, or the whole table without one.
registerReport({
  name: 'compatibilityFile',
  title: { eng: 'Part compatibility', fra: 'Compatibilité des pièces', spa: 'Compatibilidad de piezas' },
  fileName: (body) => `compatibility${body.pn ? `-${body.pn}` : ''}.xlsx`,
  isAllowed: () => true,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: 'Old PN', key: 'pn', width: 18 },
        { header: 'Old PN description', key: 'pnDescription', width: 36 },
        { header: 'New PN', key: 'newPN', width: 18 },
        { header: 'New PN description', key: 'newPNDescription', width: 36 },
      ],
      {
        fra: {
          pn: 'Ancienne réf.',
          pnDescription: "Description de l'ancienne réf.",
          newPN: 'Nouvelle réf.',
          newPNDescription: 'Description de la nouvelle réf.',
        },
        spa: {
          pn: 'Ref. antigua',
          pnDescription: 'Descripción de la ref. antigua',
          newPN: 'Ref. nueva',
          newPNDescription: 'Descripción de la ref. nueva',
        },
      },
    ),
  rows: (deps, _actor, body) => findCompatibility(deps.db, body.pn),
});
