// Excel exports of the admin RMA screens (spec 03 section 7): notSent (unsent lines) and rmaClients
// (unfinished RMAs). The admin history uses rmaHistory (partner/reports.ts) with `finished: true`.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { companies } from '../../../db/schema/companies.ts';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import { reportColumns, rmaStatusWord, yesNoWord } from '../../../lib/report-words.ts';
import { isProviderStaff, visibleTo } from '../../access/index.ts';
import { idIn, registerReport } from '../../exports/index.ts';
import { selectLines } from '../line-store.ts';
import { lineTextFilter } from '../not-sent-service.ts';
import { presentLine, presentRma } from '../presenter.ts';
import { textFilter } from '../rma-page.ts';
import { selectRmas } from '../rma-store.ts';
import { customerLinesWhere, findCustomer, warrantyCondition } from './customer-lines-service.ts';

const MAX_ROWS = 100_000;
const asDate = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

registerReport({
  name: 'notSent',
  fileName: (body) => (body.moovexID ? `not-sent-${body.moovexID}.xlsx` : 'not-sent.xlsx'),
  isAllowed: () => true,
  columns: (actor) =>
    reportColumns(actor.language, 'notSent', [
      { key: 'moovexID', width: 14 },
      { key: 'clientFullName', width: 26 },
      { key: 'userName', width: 20 },
      { key: 'robotSN', width: 14 },
      { key: 'robotPN', width: 14 },
      { key: 'oldSN', width: 14 },
      { key: 'oldPN', width: 16 },
      { key: 'amount', width: 8 },
      { key: 'partDesc', width: 28 },
      { key: 'dateCreate', width: 14 },
      { key: 'internalNumber', width: 14 },
      { key: 'underWarranty', width: 10 },
    ]),
  async rows(deps, actor, body) {
    const where = body.moovexID
      ? customerLinesWhere((await findCustomer(deps.db, actor, body.moovexID)).id, {
          userID: body.userID,
          warranty: body.warranty,
          filter: body.filter,
        })
      : and(
          isNull(rmaLines.parentId),
          visibleTo(actor, rmaLines.companyId),
          body.userID ? eq(rmaLines.userId, body.userID) : undefined,
          warrantyCondition(body.warranty),
          lineTextFilter(body.filter),
        );
    const rows = await selectLines(deps.db)
      .where(where)
      .orderBy(asc(rmaLines.companyId), asc(rmaLines.id))
      .limit(MAX_ROWS);
    const companyIds = [...new Set(rows.map((r) => r.line.companyId))];
    const customers = new Map(
      (companyIds.length
        ? await deps.db.select().from(companies).where(inArray(companies.id, companyIds))
        : []
      ).map((c) => [c.id, c]),
    );
    return rows.map((row) => {
      const l = presentLine(row, actor.language);
      const customer = customers.get(row.line.companyId);
      return {
        moovexID: customer?.number ?? '',
        clientFullName: customer?.name ?? '',
        userName: l.userName,
        robotSN: l.robotSN,
        robotPN: l.robotPN,
        oldSN: l.oldSN,
        oldPN: l.oldPN,
        amount: l.amount,
        partDesc: l.partDesc,
        dateCreate: asDate(l.dateCreate),
        internalNumber: l.internalNumber,
        underWarranty: yesNoWord(actor.language, l.underWarranty),
      };
    });
  },
});

registerReport({
  name: 'rmaClients',
  fileName: () => 'rma-clients.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    reportColumns(actor.language, 'rmaClients', [
      { key: 'id', width: 10 },
      { key: 'moovexID', width: 14 },
      { key: 'clientFullName', width: 28 },
      { key: 'userName', width: 20 },
      { key: 'dateSent', width: 14 },
      { key: 'green', width: 14 },
      { key: 'red', width: 18 },
      { key: 'qa', width: 6 },
      { key: 'status', width: 14 },
    ]),
  async rows(deps, actor, body) {
    const ids = body.rmas ?? body.ids;
    const rows = await selectRmas(deps.db)
      .where(
        and(
          visibleTo(actor, rmaRequests.companyId),
          eq(rmaRequests.finished, false),
          ids ? idIn(rmaRequests.id, ids) : textFilter(body.filter),
        ),
      )
      .orderBy(desc(rmaRequests.dateSent), desc(rmaRequests.id))
      .limit(MAX_ROWS);
    return rows.map(presentRma).map((r) => ({
      id: r.id,
      moovexID: r.moovexID,
      clientFullName: r.clientFullName,
      userName: r.userName,
      dateSent: asDate(r.dateSent),
      green: r.green,
      red: r.red,
      qa: r.qa,
      status: rmaStatusWord(actor.language, r.status),
    }));
  },
});
