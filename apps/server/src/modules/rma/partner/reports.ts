// Excel exports of the repairs screens (spec 02 section 7): rmaHistory, rmaHistoryWithLines, repairHistory.
// Every report reads only the actor's visible companies.
import type { Language } from '@poolside/contract/languages';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { optionItems } from '../../../db/schema/complete-units.ts';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { dateToUnix } from '../../../lib/dates.ts';
import { lineStatusWord, reportColumns, rmaStatusWord, yesNoWord } from '../../../lib/report-words.ts';
import { type Actor, visibleTo } from '../../access/index.ts';
import { idIn, registerReport } from '../../exports/index.ts';
import { findHistoryLines } from './history-service.ts';
import { presentRma } from '../presenter.ts';
import { textFilter } from '../rma-page.ts';
import { selectRmas } from '../rma-store.ts';

const MAX_RMAS = 100_000;
// RMAs per query of a lines export (~1,000 lines): rows that die young keep the heap small (100,000 lines:
// +80 MB RSS with 250, +160 MB with 1,000).
const LINE_BATCH_RMAS = 250;
const asDate = (unix: number | null) => (unix === null ? null : new Date(unix * 1000));

async function rmasOf(
  deps: Deps,
  actor: Actor,
  ids: number[] | undefined,
  filter?: string,
  finished?: boolean,
) {
  const rows = await selectRmas(deps.db)
    .where(
      and(
        visibleTo(actor, rmaRequests.companyId),
        ids ? idIn(rmaRequests.id, ids) : undefined,
        ids ? undefined : textFilter(filter),
        finished === undefined ? undefined : eq(rmaRequests.finished, finished),
      ),
    )
    .orderBy(desc(rmaRequests.dateSent), desc(rmaRequests.id))
    .limit(MAX_RMAS);
  return rows.map(presentRma);
}

/** The ids of the RMAs `rmasOf` answers, in its order, each with its number of lines. */
function rmaIdsOf(deps: Deps, actor: Actor, ids: number[] | undefined, filter?: string) {
  return deps.db
    .select({
      id: rmaRequests.id,
      // Qualified by hand: drizzle writes a one-table select's columns unqualified, and an unqualified "id"
      // in the subquery is the line's own id (the total was the wrong count).
      lines: sql<number>`(select count(*)::int from ${rmaLines} where ${rmaLines}.parent_id = ${rmaRequests}.id)`,
    })
    .from(rmaRequests)
    .where(
      and(
        visibleTo(actor, rmaRequests.companyId),
        ids ? idIn(rmaRequests.id, ids) : undefined,
        ids ? undefined : textFilter(filter),
      ),
    )
    .orderBy(desc(rmaRequests.dateSent), desc(rmaRequests.id))
    .limit(MAX_RMAS);
}

const rmaColumns = [
  { key: 'id', width: 10 },
  { key: 'moovexID', width: 14 },
  { key: 'clientFullName', width: 28 },
  { key: 'dateSent', width: 14 },
  { key: 'green', width: 14 },
  { key: 'red', width: 18 },
  { key: 'status', width: 14 },
  { key: 'finished', width: 10 },
  { key: 'invoiceNo', width: 14 },
  { key: 'orderNo', width: 14 },
  { key: 'refund', width: 12 },
  { key: 'laborCost', width: 12 },
  { key: 'currency', width: 10 },
];

/** An RMA's cells: status as a word of the reader's language; refund and labour cost with the currency. */
function rmaCells(r: ReturnType<typeof presentRma>, actor: Actor) {
  return {
    id: r.id,
    moovexID: r.moovexID,
    clientFullName: r.clientFullName,
    dateSent: asDate(r.dateSent),
    green: r.green,
    red: r.red,
    status: rmaStatusWord(actor.language, r.status),
    finished: yesNoWord(actor.language, r.finished),
    invoiceNo: r.refund.invoiceNo,
    orderNo: r.refund.orderNo,
    refund: r.refund.refund,
    laborCost: r.laborCost,
    currency: r.refund.refund !== null || r.laborCost !== null ? r.currency : '',
  };
}

registerReport({
  name: 'rmaHistory',
  fileName: () => 'rma-history.xlsx',
  isAllowed: () => true,
  columns: (actor) => reportColumns(actor.language, 'rmaHistory', rmaColumns),
  async rows(deps, actor, body) {
    return (await rmasOf(deps, actor, body.rmas ?? body.ids, body.filter, body.finished)).map((r) =>
      rmaCells(r, actor),
    );
  },
});

const lineColumns = [
  { key: 'internalNumber', width: 14 },
  { key: 'robotPN', width: 14 },
  { key: 'robotSN', width: 14 },
  { key: 'oldPN', width: 16 },
  { key: 'oldSN', width: 14 },
  { key: 'newPN', width: 16 },
  { key: 'newSN', width: 14 },
  { key: 'amount', width: 8 },
  { key: 'partDesc', width: 28 },
  { key: 'failure', width: 24 },
  { key: 'repairDate', width: 14 },
  { key: 'partWarrantyEnd', width: 14 },
  { key: 'underWarranty', width: 10 },
  { key: 'returnToQA', width: 6 },
  { key: 'lineStatus', width: 10 },
  { key: 'remark', width: 28 },
];

const failures = alias(optionItems, 'failure_item');

/**
 * The lines of a lines export, in RMA then line order: only the columns the file shows, the failure's title
 * already in the reader's language (presenter.ts titleOf). The screens' line rows (every column, five joins,
 * the option titles as JSON objects) made 100,000 lines take 12.6 s instead of ~9 (docs/decisions.md "The last
 * hot routes").
 */
function exportLines(db: DbOrTx, rmaIds: number[], language: Language) {
  // A language code (contract languages), written as a literal so the plan stays one.
  const title = (lang: Language) =>
    sql`nullif(${failures.title} ->> ${sql.raw(`'${lang.replace(/[^a-z]/g, '')}'`)}, '')`;
  return db
    .select({
      parentId: rmaLines.parentId,
      internalNumber: rmaLines.internalNumber,
      robotPn: rmaLines.robotPn,
      robotSn: rmaLines.robotSn,
      oldPn: rmaLines.oldPn,
      oldSn: rmaLines.oldSn,
      newPn: rmaLines.newPn,
      newSn: rmaLines.newSn,
      amount: rmaLines.amount,
      partDesc: rmaLines.partDesc,
      failureTitle: sql<string>`coalesce(${title(language)}, ${title('eng')}, '')`,
      description: rmaLines.description,
      repairDate: rmaLines.repairDate,
      partWarrantyEnd: rmaLines.partWarrantyEnd,
      underWarranty: rmaLines.underWarranty,
      returnToQa: rmaLines.returnToQa,
      status: rmaLines.status,
      remark: rmaLines.remark,
    })
    .from(rmaLines)
    .leftJoin(failures, eq(failures.id, rmaLines.failureId))
    .where(idIn(rmaLines.parentId, rmaIds))
    .orderBy(asc(rmaLines.parentId), asc(rmaLines.id));
}

registerReport({
  name: 'rmaHistoryWithLines',
  fileName: () => 'rma-history-lines.xlsx',
  isAllowed: () => true,
  columns: (actor) =>
    reportColumns(actor.language, 'rmaHistoryWithLines', [
      ...rmaColumns.slice(0, 4),
      { key: 'rmaStatus', width: 14 },
      { key: 'refund', width: 12 },
      { key: 'laborCost', width: 12 },
      { key: 'currency', width: 10 },
      ...lineColumns,
    ]),
  // A stream: the writer commits each batch's rows as they come while the next batch is fetched, so the
  // 100,000 lines of a big export never sit in memory together (docs/benchmarks.md).
  async *rows(deps, actor, body, meter) {
    // The RMAs' ids in the file's order, with their line counts (the job's progress total); each batch then
    // reads its RMAs and their lines: nothing of the export but the ids stays in memory from start to end.
    const order = await rmaIdsOf(deps, actor, body.rmas ?? body.ids, body.filter);
    meter?.total(order.reduce((sum, r) => sum + Number(r.lines), 0));
    const ids = order.map((r) => r.id);
    const fetchBatch = (i: number) => {
      if (i >= ids.length) return null;
      const batchIds = ids.slice(i, i + LINE_BATCH_RMAS);
      const batch = Promise.all([
        selectRmas(deps.db).where(idIn(rmaRequests.id, batchIds)),
        exportLines(deps.db, batchIds, actor.language),
      ]);
      batch.catch(() => {}); // awaited below; this only keeps an abandoned prefetch from going unhandled
      return batch;
    };
    let next = fetchBatch(0);
    for (let i = 0; next; i += LINE_BATCH_RMAS) {
      const [rmas, lines] = await next;
      next = fetchBatch(i + LINE_BATCH_RMAS);
      // Each RMA's cells once, not per line.
      const rmaCellsById = new Map(
        rmas.map((row) => {
          const r = presentRma(row);
          return [r.id, { ...rmaCells(r, actor), rmaStatus: rmaStatusWord(actor.language, r.status) }];
        }),
      );
      for (const l of lines) {
        yield {
          ...rmaCellsById.get(l.parentId!)!,
          internalNumber: l.internalNumber,
          robotPN: l.robotPn,
          robotSN: l.robotSn,
          oldPN: l.oldPn,
          oldSN: l.oldSn,
          newPN: l.newPn,
          newSN: l.newSn,
          amount: l.amount,
          partDesc: l.partDesc,
          failure: [l.failureTitle, l.description].filter(Boolean).join(': '),
          repairDate: asDate(dateToUnix(l.repairDate)),
          partWarrantyEnd: asDate(dateToUnix(l.partWarrantyEnd)),
          underWarranty: yesNoWord(actor.language, l.underWarranty),
          returnToQA: yesNoWord(actor.language, l.returnToQa),
          lineStatus: lineStatusWord(actor.language, l.status),
          remark: l.remark,
        };
      }
    }
  },
});

const repairHistoryColumns = [
  { key: 'parentID', width: 10 },
  { key: 'robotSN', width: 14 },
  { key: 'repairDate', width: 14 },
  { key: 'oldPN', width: 18 },
  { key: 'oldSN', width: 16 },
  { key: 'newPN', width: 18 },
  { key: 'newSN', width: 16 },
  { key: 'partDesc', width: 28 },
  { key: 'internalNumber', width: 14 },
];

function repairHistoryCells(l: Awaited<ReturnType<typeof findHistoryLines>>[number]) {
  return {
    parentID: l.parentId,
    robotSN: l.robotSn,
    repairDate: asDate(dateToUnix(l.repairDate)),
    oldPN: l.oldPn,
    oldSN: l.oldSn,
    newPN: l.newPn,
    newSN: l.newSn,
    partDesc: l.partDesc,
    internalNumber: l.internalNumber,
  };
}

registerReport({
  name: 'repairHistory',
  fileName: () => 'repair-history.xlsx',
  isAllowed: () => true,
  columns: (actor) => reportColumns(actor.language, 'repairHistory', repairHistoryColumns),
  async rows(deps, actor, body) {
    const ids = body.items ?? body.ids;
    if (!ids?.length) throw fieldError('fieldRequired', 'items');
    return (await findHistoryLines(deps.db, actor, idIn(rmaLines.id, ids))).map(repairHistoryCells);
  },
});
