// The completeUnitRequests export (spec 02 section 7): the list's rows the caller may see, with its
// filters, or the chosen ids; service-centre columns for provider staff as on the screen.
import { completeUnitStatuses, type CompleteUnitStatus } from '@poolside/contract/complete-units';
import type { ExportBody } from '@poolside/contract/exports';
import { toMinor } from '@poolside/contract/money';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, isProviderStaff } from '../access/index.ts';
import { reportColumns, reportWord, rmaStatusWord } from '../../lib/report-words.ts';
import { idIn, moneyCell, type ReportMeter, registerReport } from '../exports/index.ts';
import { unitListConditions } from './list-service.ts';
import { presentUnitRequest } from './presenter.ts';
import { selectUnitRequests } from './store.ts';

const MAX_ROWS = 100_000;
const BATCH = 2_000;
const asDate = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

function statusOf(body: ExportBody): CompleteUnitStatus | undefined {
  return completeUnitStatuses.find((s) => s === body.status);
}

/** Batches of the visible requests, newest first (keyset on id, so memory stays flat); their count first. */
async function* requestsOf(deps: Deps, actor: Actor, body: ExportBody, meter?: ReportMeter) {
  const ids = body.items ?? body.ids;
  const where = unitListConditions(actor, {
    filter: ids ? undefined : body.filter,
    fromDate: ids ? undefined : body.fromDate,
    toDate: ids ? undefined : body.toDate,
    status: ids ? undefined : statusOf(body),
    moovexID: ids ? undefined : body.moovexID,
  });
  const chosen = ids ? idIn(completeUnits.id, ids) : undefined;
  // The list's joins (its filters name the robot model and the company).
  const [counted] = await deps.db
    .select({ n: count() })
    .from(completeUnits)
    .innerJoin(robotUnits, eq(robotUnits.id, completeUnits.unitId))
    .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
    .innerJoin(companies, eq(companies.id, completeUnits.companyId))
    .where(and(where, chosen));
  meter?.total(Math.min(counted?.n ?? 0, MAX_ROWS));
  let lastId: number | null = null;
  for (let done = 0; done < MAX_ROWS; done += BATCH) {
    const rows = await selectUnitRequests(deps.db)
      .where(and(where, chosen, lastId === null ? undefined : lt(completeUnits.id, lastId)))
      .orderBy(desc(completeUnits.id))
      .limit(BATCH);
    for (const row of rows) yield presentUnitRequest(row, actor.language);
    if (rows.length < BATCH) return;
    lastId = rows[rows.length - 1].request.id;
  }
}

/** The list's columns; provider staff also see the service centre and the end customer, as on the screen. */
function unitColumns(actor: Actor) {
  return [
    { key: 'id', width: 8 },
    { key: 'dateCreate', width: 12 },
    ...(isProviderStaff(actor)
      ? [
          { key: 'moovexID', width: 14 },
          { key: 'companyName', width: 26 },
          { key: 'customer', width: 24 },
        ]
      : []),
    { key: 'sn', width: 14 },
    { key: 'pn', width: 14 },
    { key: 'robotDesc', width: 22 },
    { key: 'dateArrived', width: 12 },
    { key: 'purchaseDate', width: 12 },
    { key: 'complaint', width: 26 },
    { key: 'suspiciousPart', width: 16 },
    { key: 'action', width: 14 },
    { key: 'newSN', width: 14 },
    { key: 'status', width: 12 },
    { key: 'credit', width: 14 },
    { key: 'aquaComment', width: 30 },
    { key: 'userFullName', width: 20 },
  ];
}

registerReport({
  name: 'completeUnitRequests',
  fileName: () => 'complete-unit-requests.xlsx',
  isAllowed: () => true,
  columns: (actor) => reportColumns(actor.language, 'completeUnitRequests', unitColumns(actor)),
  async *rows(deps, actor, body, meter) {
    const lang = actor.language;
    for await (const r of requestsOf(deps, actor, body, meter)) {
      yield {
        id: r.id,
        dateCreate: asDate(r.dateCreate),
        moovexID: r.moovexID,
        companyName: r.companyName,
        customer: [r.firstName, r.lastName].filter(Boolean).join(' '),
        sn: r.sn,
        pn: r.pn,
        robotDesc: r.robotDesc,
        dateArrived: asDate(r.dateArrived),
        purchaseDate: asDate(r.purchaseDate),
        complaint: [r.complaintTitle, r.otherComplaint].filter(Boolean).join(': '),
        suspiciousPart: r.suspiciousPartTitle,
        action: r.action ? reportWord(lang, 'completeUnitRequests', `action.${r.action}`, undefined, '') : '',
        newSN: r.newSN,
        // The list's status words (common.json status.rma), as on the screen.
        status: rmaStatusWord(lang, r.status),
        credit:
          (r.aquaCreditAmount ?? 0) > 0
            ? moneyCell(toMinor(r.aquaCreditAmount ?? 0), r.aquaCreditCurrency ?? 'USD')
            : reportWord(lang, 'completeUnitRequests', 'notCredited'),
        aquaComment: r.aquaComment,
        userFullName: r.userFullName,
      };
    }
  },
});
