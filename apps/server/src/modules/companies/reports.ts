// The companies export (report `companies`, Excel; PDF from the registry's generic rendering): the list's
// rows with its filters, or the chosen ids, in number order, walked in batches.
import type { ExportBody } from '@poolside/contract/exports';
import { countryCodes } from '@poolside/contract/countries';
import { companyKinds } from '@poolside/contract/companies';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { preparedByShape } from '../../lib/prepared.ts';
import { reportColumns, reportWord, yesNoWord } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { EXPORT_BATCH, keysetBatches, type ReportMeter, registerReport } from '../exports/index.ts';
import { companyColumns, companyWhere, filterValues, selectCompanies } from './list-service.ts';

function queryFilters(body: ExportBody) {
  const kind = companyKinds.find((k) => k === body.kind);
  const country = countryCodes.find((c) => c === body.country);
  return filterValues({ filter: body.filter, kind, country, active: body.active });
}

type Shape = ReturnType<typeof filterValues>['shape'] & { ids: boolean; after: boolean };
const p = sql.placeholder;

const exportQuery = preparedByShape('companies_export', (db, shape: Shape, name) =>
  selectCompanies(db, companyColumns)
    .where(
      and(
        companyWhere(shape),
        shape.ids ? sql`${companies.id} = any(cast(${p('ids')} as int[]))` : undefined,
        shape.after ? sql`${companies.number} > cast(${p('lastNumber')} as text)` : undefined,
      ),
    )
    .orderBy(asc(companies.number))
    .limit(EXPORT_BATCH)
    .prepare(name),
);

/** How many companies the export gives (the job's progress total). */
const countQuery = preparedByShape('companies_export_count', (db, shape: Omit<Shape, 'after'>, name) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(
      and(
        companyWhere(shape),
        shape.ids ? sql`${companies.id} = any(cast(${p('ids')} as int[]))` : undefined,
      ),
    )
    .prepare(name),
);

/** The companies in number order (keyset on the unique number); the meter is told their count first. */
function companiesOf(db: Db, body: ExportBody, meter?: ReportMeter) {
  const ids = body.ids ?? body.items;
  const { shape, values } = ids ? filterValues({}) : queryFilters(body);
  const idValues = ids ? { ids: `{${ids.join(',')}}` } : {};
  const count = () => countQuery(db, { ...shape, ids: Boolean(ids) }).execute({ ...values, ...idValues });
  return keysetBatches(
    (lastNumber: string | null) =>
      exportQuery(db, { ...shape, ids: Boolean(ids), after: lastNumber !== null }).execute({
        ...values,
        ...idValues,
        ...(lastNumber !== null ? { lastNumber } : {}),
      }),
    (row) => row.number,
    { meter, count },
  );
}

registerReport({
  name: 'companies',
  fileName: () => 'companies.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    reportColumns(actor.language, 'companies', [
      { key: 'number', width: 12 },
      { key: 'name', width: 30 },
      { key: 'kind', width: 18 },
      { key: 'parentName', width: 26 },
      { key: 'country', width: 10 },
      { key: 'currency', width: 10 },
      { key: 'priceList', width: 14 },
      { key: 'isActive', width: 8 },
      { key: 'userCount', width: 8 },
      { key: 'createdAt', width: 14 },
    ]),
  async *rows(deps, actor, body, meter) {
    for await (const r of companiesOf(deps.db, body, meter)) {
      yield {
        number: r.number,
        name: r.name,
        kind: reportWord(actor.language, 'companies', `kind.${r.kind}`, undefined, r.kind),
        parentName: r.parentName ?? '',
        country: r.country,
        currency: r.currency,
        priceList: r.priceList,
        isActive: yesNoWord(actor.language, r.isActive),
        userCount: Number(r.userCount),
        createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt),
      };
    }
  },
});
