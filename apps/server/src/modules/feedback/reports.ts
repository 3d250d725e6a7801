// The feedback export (spec 03 s7, report `feedback`): the history's rows the caller may see, with its
// filters, or the chosen ids, newest first; staff columns as on the screen.
import { feedbackWord, subTopicWord } from '@poolside/contract/feedback';
import type { ExportBody } from '@poolside/contract/exports';
import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackReports as f } from '../../db/schema/feedback.ts';
import type { Actor } from '../access/index.ts';
import { preparedByShape } from '../../lib/prepared.ts';
import { reportColumns } from '../../lib/report-words.ts';
import { EXPORT_BATCH, keysetBatches, type ReportMeter, registerReport } from '../exports/index.ts';
import { feedbackRowColumns, feedbackWhere, filterValuesOf, selectFeedback } from './list-service.ts';
import { seesStaffColumns } from './policy.ts';

const p = sql.placeholder;

type Shape = ReturnType<typeof filterValuesOf>['shape'] & { ids: boolean; after: boolean };

const exportQuery = preparedByShape('feedback_export', (db, shape: Shape, name) =>
  selectFeedback(db, feedbackRowColumns)
    .where(
      and(
        feedbackWhere(shape),
        shape.ids ? sql`${f.id} = any(cast(${p('ids')} as int[]))` : undefined,
        shape.after ? sql`${f.id} < cast(${p('lastId')} as int)` : undefined,
      ),
    )
    .orderBy(desc(f.id))
    .limit(EXPORT_BATCH)
    .prepare(name),
);

/** How many reports the export gives (the job's progress total). */
const countQuery = preparedByShape('feedback_export_count', (db, shape: Omit<Shape, 'after'>, name) =>
  selectFeedback(db, { n: sql<number>`count(*)::int` })
    .where(and(feedbackWhere(shape), shape.ids ? sql`${f.id} = any(cast(${p('ids')} as int[]))` : undefined))
    .prepare(name),
);

/** The visible reports, newest first (keyset on id); the meter is told their count first. */
function reportsOf(db: Db, actor: Actor, body: ExportBody, meter?: ReportMeter) {
  const ids = body.items ?? body.ids;
  const { shape, values } = filterValuesOf(
    actor,
    ids
      ? {}
      : {
          filter: body.filter,
          fromDate: body.fromDate,
          toDate: body.toDate,
          status: body.status,
          pn: body.pn,
          sn: body.sn,
          topic: body.topic,
          subTopic: body.subTopic,
          customer: body.customer,
        },
  );
  const idValues = ids ? { ids: `{${ids.join(',')}}` } : {};
  const count = () => countQuery(db, { ...shape, ids: Boolean(ids) }).execute({ ...values, ...idValues });
  return keysetBatches(
    (lastId: number | null) =>
      exportQuery(db, { ...shape, ids: Boolean(ids), after: lastId !== null }).execute({
        ...values,
        ...idValues,
        ...(lastId !== null ? { lastId } : {}),
      }),
    (row) => row.id,
    { meter, count },
  );
}

/** The history's columns; staff also see complaint type, department, customer and centre id. */
function feedbackColumns(actor: Actor) {
  return [
    { key: 'id', width: 8 },
    { key: 'dateCreate', width: 18 },
    { key: 'topic', width: 18 },
    { key: 'subTopic', width: 18 },
    { key: 'pn', width: 14 },
    { key: 'sn', width: 20 },
    { key: 'status', width: 12 },
    ...(seesStaffColumns(actor)
      ? [
          { key: 'complaintType', width: 16 },
          { key: 'department', width: 16 },
          { key: 'ownerName', width: 26 },
          { key: 'centreId', width: 12 },
        ]
      : []),
  ];
}

registerReport({
  name: 'feedback',
  fileName: () => 'feedback.xlsx',
  isAllowed: () => true,
  columns: (actor) => reportColumns(actor.language, 'feedback', feedbackColumns(actor)),
  async *rows(deps, actor, body, meter) {
    const lang = actor.language;
    const staff = seesStaffColumns(actor);
    for await (const r of reportsOf(deps.db, actor, body, meter)) {
      yield {
        id: r.id,
        dateCreate: r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt),
        // The history screen's words (topic, sub-topic with the shipment sub-type, status).
        topic: feedbackWord('menu', r.menu, lang),
        subTopic: subTopicWord(r.formType, r.subType, lang),
        pn: r.pn,
        sn: r.sn,
        status: feedbackWord('status', r.status, lang),
        complaintType: staff ? feedbackWord('complaintType', r.complaintType, lang) : '',
        department: staff ? feedbackWord('department', r.department, lang) : '',
        ownerName: r.companyName,
        centreId: r.companyNumber,
      };
    }
  },
});
