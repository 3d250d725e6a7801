import { fieldError } from '../../lib/app-error.ts';
import { reportColumns, yesNoWord } from '../../lib/report-words.ts';
import { registerReport } from '../exports/index.ts';
import { isNonSerialPart } from './part-numbers.ts';
import { findModel, findWorkbook } from './robot-model-service.ts';

// The robot page's workbook as a spreadsheet (spec 02: robotParts with pn and year).
registerReport({
  name: 'robotParts',
  fileName: (body) => `robot-parts-${body.pn ?? 'robot'}-${body.year ?? ''}.xlsx`,
  isAllowed: () => true,
  columns: (actor) =>
    reportColumns(actor.language, 'robotParts', [
      { key: 'balloonID', width: 10 },
      { key: 'pn', width: 18 },
      { key: 'name', width: 40 },
      { key: 'amount', width: 10 },
      { key: 'nonSerial', width: 12 },
    ]),
  async rows(deps, actor, body) {
    if (!body.pn) throw fieldError('fieldRequired', 'pn');
    if (!body.year) throw fieldError('fieldRequired', 'year');
    const { model } = await findModel(deps.db, body.pn, body.year);
    const lines = await findWorkbook(deps.db, model.id);
    return lines.map((l) => ({
      balloonID: l.balloonId.toFixed(2),
      pn: l.pn,
      name: l.description,
      amount: l.amount,
      nonSerial: yesNoWord(actor.language, isNonSerialPart(l)),
    }));
  },
});
