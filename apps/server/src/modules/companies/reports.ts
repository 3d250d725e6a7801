// The companies export (report `companies`, Excel; PDF from the registry's generic rendering): the list's
// rows with its filters, or the chosen ids, in number order, walked in batches.
import type { ExportBody } from '@poolside/contract/exports';
import type { Language } from '@poolside/contract/languages';
import { countryCodes } from '@poolside/contract/countries';
import { companyKinds } from '@poolside/contract/companies';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { preparedByShape } from '../../lib/prepared.ts';
import { localizeColumns, yesNoWord } from '../../lib/report-words.ts';
import { isProviderStaff } from '../access/index.ts';
import { EXPORT_BATCH, keysetBatches, type ReportMeter, registerReport } from '../exports/index.ts';
import { companyColumns, companyWhere, filterValues, selectCompanies } from './list-service.ts';

const kindWords: Record<Language, Record<(typeof companyKinds)[number], string>> = {
  eng: { provider: 'Provider', distributor: 'Distributor', service_centre: 'Service centre' },
  fra: { provider: 'Fournisseur', distributor: 'Distributeur', service_centre: 'Centre de service' },
  spa: { provider: 'Proveedor', distributor: 'Distribuidor', service_centre: 'Centro de servicio' },
};

const ownHeaders = {
  fra: {
    number: 'Numéro',
    name: 'Nom',
    kind: 'Type',
    parentName: 'Distributeur',
    country: 'Pays',
    currency: 'Devise',
    priceList: 'Liste de prix',
    isActive: 'En activité',
    userCount: 'Utilisateurs',
    createdAt: 'Créée le',
  },
  spa: {
    number: 'Número',
    name: 'Nombre',
    kind: 'Tipo',
    parentName: 'Distribuidor',
    country: 'País',
    currency: 'Moneda',
    priceList: 'Lista de precios',
    isActive: 'Activa',
    userCount: 'Usuarios',
    createdAt: 'Creada el',
  },
};

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
  title: { eng: 'Companies', fra: 'Sociétés', spa: 'Empresas' },
  fileName: () => 'companies.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: 'Number', key: 'number', width: 12 },
        { header: 'Name', key: 'name', width: 30 },
        { header: 'Kind', key: 'kind', width: 18 },
        { header: 'Distributor', key: 'parentName', width: 26 },
        { header: 'Country', key: 'country', width: 10 },
        { header: 'Currency', key: 'currency', width: 10 },
        { header: 'Price list', key: 'priceList', width: 14 },
        { header: 'Active', key: 'isActive', width: 8 },
        { header: 'Users', key: 'userCount', width: 8 },
        { header: 'Created', key: 'createdAt', width: 14 },
      ],
      ownHeaders,
    ),
  async *rows(deps, actor, body, meter) {
    for await (const r of companiesOf(deps.db, body, meter)) {
      yield {
        number: r.number,
        name: r.name,
        kind: kindWords[actor.language][r.kind] ?? r.kind,
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
