import { reportColumns } from '../../lib/report-words.ts';
import { registerReport } from '../exports/index.ts';
import { findCompatibility } from './compatibility-service.ts';

// The compatibility lookup as a spreadsheet: the rows of one pn, or the whole table without one.
registerReport({
  name: 'compatibilityFile',
  fileName: (body) => `compatibility${body.pn ? `-${body.pn}` : ''}.xlsx`,
  isAllowed: () => true,
  columns: (actor) =>
    reportColumns(actor.language, 'compatibilityFile', [
      { key: 'pn', width: 18 },
      { key: 'pnDescription', width: 36 },
      { key: 'newPN', width: 18 },
      { key: 'newPNDescription', width: 36 },
    ]),
  rows: (deps, _actor, body) => findCompatibility(deps.db, body.pn),
});
