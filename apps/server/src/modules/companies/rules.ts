// The server side of the contract's company rules: gathers the facts in the caller's transaction, runs
// `checkCompanyRules` (packages/contract/src/companies.ts) and turns the first issue into the error answer.
import {
  type CompanyBody,
  type CompanyFacts,
  type CompanyIssue,
  checkCompanyRules,
} from '@poolside/contract/companies';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { priceLists } from '../../db/schema/spares.ts';
import { type AppError, fieldError } from '../../lib/app-error.ts';
import type { CompanyDetail } from '@poolside/contract/companies';

/** What the rules need about `body`, read in `db` (the transaction that will write). */
export async function gatherFacts(
  db: DbOrTx,
  body: CompanyBody,
  current: CompanyDetail | null,
): Promise<CompanyFacts> {
  const [parentRow] =
    body.parentId === null
      ? [null]
      : await db
          .select({ id: companies.id, kind: companies.kind, isActive: companies.isActive })
          .from(companies)
          .where(eq(companies.id, body.parentId))
          .limit(1);
  const [priceList] = await db
    .select({ code: priceLists.code })
    .from(priceLists)
    .where(eq(priceLists.code, body.priceList))
    .limit(1);
  const wanted = [...new Set(body.brandIds)];
  const found =
    wanted.length === 0
      ? []
      : await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, wanted));
  const foundIds = new Set(found.map((b) => b.id));
  const [provider] =
    body.kind === 'provider'
      ? await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.kind, 'provider'), current ? ne(companies.id, current.id) : undefined))
          .limit(1)
      : [];
  const [child] = current
    ? await db.select({ id: companies.id }).from(companies).where(eq(companies.parentId, current.id)).limit(1)
    : [];
  return {
    parent: body.parentId === null ? null : (parentRow ?? undefined),
    priceListExists: Boolean(priceList),
    unknownBrandIds: wanted.filter((id) => !foundIds.has(id)),
    current: current ? { id: current.id, kind: current.kind, hasServiceCentres: Boolean(child) } : null,
    providerExists: Boolean(provider),
  };
}

/** The issues as the error answer: the first one's code (-6 or its own) and reason, every field named. */
function issuesError(issues: CompanyIssue[]): AppError {
  const first = issues[0];
  const fields = [...new Set(issues.map((i) => i.field))];
  return fieldError(first.code, fields, first.reason ? { reason: first.reason } : {});
}

/** Checks every rule of `body`; throws the first issue (all fields named). */
export async function assertCompanyRules(db: DbOrTx, body: CompanyBody, current: CompanyDetail | null) {
  const issues = checkCompanyRules(body, await gatherFacts(db, body, current));
  if (issues.length > 0) throw issuesError(issues);
}
