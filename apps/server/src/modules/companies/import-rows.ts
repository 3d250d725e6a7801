// The company rules for many rows at once (the import screen and the ERP sync, helper
// H7): natural keys resolved, every row checked with the same contract rules as the screen, nothing
// written; then applied in the caller's transaction, unchanged rows untouched (a re-import changes nothing).
import {
  type CompanyBody,
  type CompanyFacts,
  type CompanyImportRow,
  type CompanyKind,
  checkCompanyRules,
} from '@poolside/contract/companies';
import type { ErrorCodeName } from '@poolside/contract/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { priceLists } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import { invalidateAllSessions } from '../auth/index.ts';
import { insertCompany, type SaveOptions, updateCompanyRow } from './save-company.ts';
import { readCompany } from './store.ts';

/**
 * One bad row: its line, the import field, the catalogue code name and the reason (docs/api.md); for a
 * reference that is not known (parent, price list, brands) the value given and the values accepted.
 */
export type CompanyRowIssue = {
  line: number;
  field: string;
  code: ErrorCodeName;
  reason?: string;
  value?: string;
  accepted?: string[];
};

const byName = (a: string, b: string) => a.localeCompare(b);
const isParentIssue = (reason?: string) => reason === 'parentUnknown' || reason === 'parentNotDistributor';

const sortedOf = (values: Iterable<string>) => [...new Set(values)].sort(byName);

/** The numbers a service centre's parent may name: stored distributors and those the file makes. */
async function distributorNumbers(db: DbOrTx, rows: { row: CompanyImportRow }[]): Promise<string[]> {
  const stored = await db
    .select({ number: companies.number })
    .from(companies)
    .where(eq(companies.kind, 'distributor'));
  const inFile = rows.filter(({ row }) => row.kind === 'distributor').map(({ row }) => row.number);
  return sortedOf([...stored.map((c) => c.number), ...inFile]);
}

/**
 * Gives each issue of an unknown reference the value its row named and the values accepted (one sorted
 * list per reference, shared by its issues); distributors are read only when a parent is refused.
 */
async function describeReferences(
  db: DbOrTx,
  rows: { line: number; row: CompanyImportRow }[],
  issues: CompanyRowIssue[],
  known: { listCodes: string[]; brandNames: string[] },
) {
  const rowOf = new Map(rows.map(({ line, row }) => [line, row]));
  const lists = sortedOf(known.listCodes);
  const names = sortedOf(known.brandNames);
  const brandKeys = new Set(known.brandNames.map((n) => n.trim().toLowerCase()));
  const parents = issues.some((i) => isParentIssue(i.reason)) ? await distributorNumbers(db, rows) : [];
  for (const issue of issues) {
    const row = rowOf.get(issue.line);
    if (!row) continue;
    if (issue.reason === 'priceListUnknown') Object.assign(issue, { value: row.priceList, accepted: lists });
    if (isParentIssue(issue.reason)) Object.assign(issue, { value: row.parentNumber, accepted: parents });
    if (issue.reason === 'brandUnknown') {
      const unknown = row.brands.filter((name) => !brandKeys.has(name.trim().toLowerCase()));
      Object.assign(issue, { value: unknown.join('|'), accepted: names });
    }
  }
}

/** A checked row, ready to apply: the body with the parent still by number (it may be created first). */
export type ResolvedCompanyRow = {
  line: number;
  existingId: number | null;
  parentNumber: string;
  body: Omit<CompanyBody, 'parentId'>;
};

/** Import field names for the body's. */
const importField: Record<string, string> = {
  parentId: 'parentNumber',
  brandIds: 'brands',
  isActive: 'active',
};

type Known = { id: number; kind: CompanyKind; isActive: boolean };

/**
 * Checks every row (already parsed with `companyImportRowSchema`, line numbers as the file counts them)
 * against the database and the other rows: parent distributor (in the file or stored), price list, brand
 * names, one provider, a number at most once per file. Reads a handful of statements whatever the count.
 */
export async function checkCompanyRows(
  db: DbOrTx,
  rows: { line: number; row: CompanyImportRow }[],
): Promise<{ issues: CompanyRowIssue[]; resolved: ResolvedCompanyRow[] }> {
  const numbers = [...new Set(rows.flatMap(({ row }) => [row.number, row.parentNumber].filter(Boolean)))];
  const stored =
    numbers.length === 0
      ? []
      : await db
          .select({
            id: companies.id,
            number: companies.number,
            kind: companies.kind,
            isActive: companies.isActive,
          })
          .from(companies)
          .where(inArray(companies.number, numbers));
  const storedByNumber = new Map(stored.map((c) => [c.number, c]));
  const storedIds = stored.map((c) => c.id);
  const withChildren = new Set(
    storedIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: companies.parentId })
            .from(companies)
            .where(inArray(companies.parentId, storedIds))
        ).map((r) => r.id),
  );
  const listCodes = (await db.select({ code: priceLists.code }).from(priceLists)).map((r) => r.code);
  const lists = new Set(listCodes);
  const brandIdByName = new Map<string, number>();
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.id);
  for (const b of brandRows) {
    const key = b.name.trim().toLowerCase();
    if (!brandIdByName.has(key)) brandIdByName.set(key, b.id);
  }
  const [provider] = await db
    .select({ number: companies.number })
    .from(companies)
    .where(eq(companies.kind, 'provider'))
    .limit(1);

  // What the file itself says a number will be (a later row wins, but a number twice is refused below).
  const inFile = new Map<string, Known>();
  for (const { row } of rows) inFile.set(row.number, { id: -1, kind: row.kind, isActive: row.active });
  const fileParents = new Set(rows.map(({ row }) => row.parentNumber).filter(Boolean));
  const seen = new Set<string>();
  const issues: CompanyRowIssue[] = [];
  const resolved: ResolvedCompanyRow[] = [];
  for (const { line, row } of rows) {
    const rowIssues: CompanyRowIssue[] = [];
    if (seen.has(row.number))
      rowIssues.push({ line, field: 'number', code: 'companyExists', reason: 'duplicateRow' });
    seen.add(row.number);
    const existing = storedByNumber.get(row.number) ?? null;
    const unknownBrands = row.brands.filter((name) => !brandIdByName.has(name.trim().toLowerCase()));
    const brandIds = row.brands
      .map((name) => brandIdByName.get(name.trim().toLowerCase()))
      .filter((id): id is number => id !== undefined);
    const parentKnown = row.parentNumber
      ? (inFile.get(row.parentNumber) ?? storedByNumber.get(row.parentNumber))
      : null;
    const body: CompanyBody = {
      number: row.number,
      name: row.name,
      kind: row.kind,
      // A placeholder id: the rule only asks whether there is a parent (its facts are below).
      parentId: row.parentNumber ? (storedByNumber.get(row.parentNumber)?.id ?? 1) : null,
      country: row.country,
      currency: row.currency,
      priceList: row.priceList,
      brandIds,
      isActive: row.active,
    };
    const facts: CompanyFacts = {
      parent: row.parentNumber ? (parentKnown ?? undefined) : null,
      priceListExists: lists.has(row.priceList),
      unknownBrandIds: unknownBrands.length > 0 ? [0] : [],
      current: existing
        ? {
            id: existing.id,
            kind: existing.kind,
            // A stored distributor keeps its service centres unless this file moves them all away: the
            // simple and safe reading is "has some" (stored) or "is named as a parent in this file".
            hasServiceCentres: withChildren.has(existing.id) || fileParents.has(row.number),
          }
        : null,
      providerExists: row.kind === 'provider' && provider !== undefined && provider.number !== row.number,
    };
    if (row.parentNumber === row.number) {
      rowIssues.push({ line, field: 'parentNumber', code: 'invalid', reason: 'parentSelf' });
    }
    for (const issue of checkCompanyRules(body, facts)) {
      if (issue.reason === 'parentSelf') continue;
      rowIssues.push({
        line,
        field: importField[issue.field] ?? issue.field,
        code: issue.code,
        reason: issue.reason,
      });
    }
    issues.push(...rowIssues);
    if (rowIssues.length === 0) {
      const { parentId: _parentId, ...rest } = body;
      resolved.push({ line, existingId: existing?.id ?? null, parentNumber: row.parentNumber, body: rest });
    }
  }
  await describeReferences(db, rows, issues, { listCodes, brandNames: brandRows.map((b) => b.name) });
  return { issues, resolved };
}

/**
 * Writes checked rows in the caller's transaction: parents first, then the rest; each row through the same
 * write as the screen (rules again, brands, NWB, a deactivated company's sessions, audit per company unless
 * `options.auditEach` is false). Cached sessions are dropped once at the end.
 */
export async function applyCompanyRows(
  deps: Deps,
  tx: DbOrTx,
  actor: Actor | null,
  rows: ResolvedCompanyRow[],
  options: SaveOptions = {},
): Promise<{ created: number; updated: number; unchanged: number }> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const ordered = [...rows].sort((a, b) => Number(Boolean(a.parentNumber)) - Number(Boolean(b.parentNumber)));
  const save: SaveOptions = { auditAction: 'company.import', ...options, invalidateSessions: false };
  for (const row of ordered) {
    let parentId: number | null = null;
    if (row.parentNumber) {
      const [parent] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.number, row.parentNumber))
        .limit(1);
      parentId = parent?.id ?? null;
    }
    const body: CompanyBody = { ...row.body, parentId };
    const existingId =
      row.existingId ??
      (
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.number, row.body.number))
          .limit(1)
      )[0]?.id ??
      null;
    if (existingId === null) {
      await insertCompany(deps, tx, actor, body, save);
      counts.created++;
      continue;
    }
    const before = await readCompany(tx, existingId);
    const after = await updateCompanyRow(deps, tx, actor, existingId, body, save);
    if (before && after.isActive === before.isActive && sameStamp(before, after)) counts.unchanged++;
    else counts.updated++;
  }
  if (counts.created + counts.updated > 0) await invalidateAllSessions(deps.db, tx);
  return counts;
}

function sameStamp(a: object, b: object) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Total companies (the import's progress and read-back). */
export async function countCompanies(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return Number(row?.n ?? 0);
}
