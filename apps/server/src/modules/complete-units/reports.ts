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
import { localizeColumns, type OwnHeaders, rmaStatusWord } from '../../lib/report-words.ts';
import { idIn, moneyCell, type ReportMeter, registerReport } from '../exports/index.ts';
import { unitListConditions } from './list-service.ts';
import { titleIn } from '../../lib/translated.ts';
import { presentUnitRequest } from './presenter.ts';
import { selectUnitRequests } from './store.ts';

const MAX_ROWS = 100_000;
const BATCH = 2_000;
const asDate = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

const notCredited = { eng: 'Not credited', fra: 'Non crédité', spa: 'No abonado' };
const actionWords = {
  new: { eng: 'New unit', fra: 'Nouvelle unité', spa: 'Unidad nueva' },
  refund: { eng: 'Refund', fra: 'Remboursement', spa: 'Reembolso' },
};

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
    { header: '#', key: 'id', width: 8 },
    { header: 'Date', key: 'dateCreate', width: 12 },
    ...(isProviderStaff(actor)
      ? [
          { header: 'Service centre no.', key: 'moovexID', width: 14 },
          { header: 'Service centre', key: 'companyName', width: 26 },
          { header: 'Customer', key: 'customer', width: 24 },
        ]
      : []),
    { header: 'Robot SN', key: 'sn', width: 14 },
    { header: 'Robot PN', key: 'pn', width: 14 },
    { header: 'Robot', key: 'robotDesc', width: 22 },
    { header: 'Arrival date', key: 'dateArrived', width: 12 },
    { header: 'Purchase date', key: 'purchaseDate', width: 12 },
    { header: 'Complaint', key: 'complaint', width: 26 },
    { header: 'Suspicious part', key: 'suspiciousPart', width: 16 },
    { header: 'Action', key: 'action', width: 14 },
    { header: 'New SN', key: 'newSN', width: 14 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Credit', key: 'credit', width: 14 },
    { header: 'Maker comment', key: 'aquaComment', width: 30 },
    { header: 'Requested by', key: 'userFullName', width: 20 },
  ];
}

const unitHeaders: OwnHeaders = {
  fra: {
    dateCreate: 'Date',
    moovexID: 'N° du centre de service',
    companyName: 'Centre de service',
    customer: 'Client',
    sn: 'N° de série du robot',
    pn: 'Réf. robot',
    robotDesc: 'Robot',
    dateArrived: "Date d'arrivée",
    purchaseDate: "Date d'achat",
    complaint: 'Réclamation',
    suspiciousPart: 'Pièce suspecte',
    action: 'Action',
    newSN: 'Nouveau N° de série',
    status: 'Statut',
    credit: 'Crédit',
    aquaComment: 'Commentaire du fabricant',
    userFullName: 'Demandé par',
  },
  spa: {
    dateCreate: 'Fecha',
    moovexID: 'N.º del centro de servicio',
    companyName: 'Centro de servicio',
    customer: 'Cliente',
    sn: 'N.º de serie del robot',
    pn: 'Ref. robot',
    robotDesc: 'Robot',
    dateArrived: 'Fecha de llegada',
    purchaseDate: 'Fecha de compra',
    complaint: 'Reclamación',
    suspiciousPart: 'Pieza sospechosa',
    action: 'Acción',
    newSN: 'Nuevo N.º de serie',
    status: 'Estado',
    credit: 'Crédito',
    aquaComment: 'Comentario del fabricante',
    userFullName: 'Solicitado por',
  },
};

registerReport({
  name: 'completeUnitRequests',
  title: {
    eng: 'Complete unit requests',
    fra: "Demandes d'unités complètes",
    spa: 'Solicitudes de unidades completas',
  },
  fileName: () => 'complete-unit-requests.xlsx',
  isAllowed: () => true,
  columns: (actor) => localizeColumns(actor.language, unitColumns(actor), unitHeaders),
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
        action: titleIn(actionWords[r.action], lang),
        newSN: r.newSN,
        // The list's status words (common.json status.rma), as on the screen.
        status: rmaStatusWord(lang, r.status),
        credit:
          (r.aquaCreditAmount ?? 0) > 0
            ? moneyCell(toMinor(r.aquaCreditAmount ?? 0), r.aquaCreditCurrency ?? 'USD')
            : titleIn(notCredited, lang),
        aquaComment: r.aquaComment,
        userFullName: r.userFullName,
      };
    }
  },
});
