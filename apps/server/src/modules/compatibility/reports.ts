import { registerReport } from '../exports/registry.ts';
import { findCompatibility } from './compatibility-service.ts';

// The compatibility lookup as a spreadsheet: the rows of one pn, or the whole table without one.
registerReport({
  name: 'compatibilityFile',
  fileName: (body) => `compatibility${body.pn ? `-${body.pn}` : ''}.xlsx`,
  isAllowed: () => true,
  columns: () => [
    { header: 'Old PN', key: 'pn', width: 18 },
    { header: 'Old PN description', key: 'pnDescription', width: 36 },
    { header: 'New PN', key: 'newPN', width: 18 },
    { header: 'New PN description', key: 'newPNDescription', width: 36 },
  ],
  rows: (deps, _actor, body) => findCompatibility(deps.db, body.pn),
});
