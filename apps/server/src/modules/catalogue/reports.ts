import { fieldError } from '../../lib/app-error.ts';
import { localizeColumns, yesNoWord } from '../../lib/report-words.ts';
import { registerReport } from '../exports/index.ts';
import { isNonSerialPart } from './part-numbers.ts';
import { findModel, findWorkbook } from './robot-model-service.ts';

// The robot page's workbook as a spreadsheet (spec 02: robotParts with pn and year).
registerReport({
  name: 'robotParts',
  title: { eng: 'Robot parts', fra: 'Pièces du robot', spa: 'Piezas del robot' },
  fileName: (body) => `robot-parts-${body.pn ?? 'robot'}-${body.year ?? ''}.xlsx`,
  isAllowed: () => true,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: 'Balloon', key: 'balloonID', width: 10 },
        { header: 'PN', key: 'pn', width: 18 },
        { header: 'Description', key: 'name', width: 40 },
        { header: 'Amount', key: 'amount', width: 10 },
        { header: 'Non-serial', key: 'nonSerial', width: 12 },
      ],
      {
        fra: { balloonID: 'Repère', pn: 'Référence', name: 'Description', nonSerial: 'Sans numéro de série' },
        spa: {
          balloonID: 'Posición',
          pn: 'Referencia',
          name: 'Descripción',
          nonSerial: 'Sin número de serie',
        },
      },
    ),
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
