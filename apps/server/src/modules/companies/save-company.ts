// The one write of a company (create, edit, import/sync upsert): rules, row, brands, sessions, audit, in the
// caller's transaction. docs/decisions.md "Companies".
import type { AuditAction } from '@poolside/contract/audit';
import type { CompanyBody, CompanyDetail } from '@poolside/contract/companies';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { companyBrands, companies } from '../../db/schema/companies.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { deleteCompanySessions, invalidateAllSessions } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { assertCompanyRules } from './rules.ts';
import { companyIdByNumber, readCompany, requireCompany } from './store.ts';

export type SaveOptions = {
  requestId?: string;
  /** Tell the company of each newly visible brand (NWB); the import may turn it off for a first load. */
  notifyNewBrands?: boolean;
  /** The audit action's prefix ('company' for the screens; the import may say 'company.import'). */
  auditAction?: 'company' | 'company.import';
  /** False: no audit entry per company (the import records its own). */
  auditEach?: boolean;
  /** False: the caller drops the cached sessions once at the end (`invalidateAllSessions`). */
  invalidateSessions?: boolean;
};

export const numberTaken = () => fieldError('companyExists', 'number');

const conflictKeys = [
  'number',
  'name',
  'kind',
  'parentId',
  'country',
  'currency',
  'priceList',
  'isActive',
] as const;

/** True when the stored company already is exactly what `body` asks (a retried create). */
export function isSameCompany(stored: CompanyDetail, body: CompanyBody): boolean {
  const sameBrands =
    [...new Set(body.brandIds)].sort((a, b) => a - b).join(',') ===
    [...stored.brandIds].sort((a, b) => a - b).join(',');
  return sameBrands && conflictKeys.every((k) => stored[k] === body[k]);
}

function rowOf(body: CompanyBody) {
  return {
    number: body.number,
    name: body.name,
    kind: body.kind,
    parentId: body.parentId,
    country: body.country,
    currency: body.currency,
    priceList: body.priceList,
    isActive: body.isActive,
  };
}

/** What the audit keeps of a company (no counts). */
function audited(c: CompanyDetail | null) {
  if (!c) return null;
  const { userCount: _userCount, createdAt: _createdAt, parentName: _parentName, ...rest } = c;
  return rest;
}

async function setBrands(
  deps: Deps,
  tx: DbOrTx,
  companyId: number,
  before: number[],
  wanted: number[],
  options: SaveOptions,
  isActive: boolean,
) {
  const want = new Set(wanted);
  const had = new Set(before);
  const removed = before.filter((id) => !want.has(id));
  const added = [...want].filter((id) => !had.has(id));
  if (removed.length > 0) {
    await tx
      .delete(companyBrands)
      .where(and(eq(companyBrands.companyId, companyId), inArray(companyBrands.brandId, removed)));
  }
  if (added.length > 0) {
    await tx
      .insert(companyBrands)
      .values(added.map((brandId) => ({ companyId, brandId })))
      .onConflictDoNothing();
  }
  if (options.notifyNewBrands === false || !isActive || added.length === 0) return;
  const names = await tx.select({ name: brands.name }).from(brands).where(inArray(brands.id, added));
  for (const { name } of names) {
    await notify(tx, deps.config, { companyId, type: 'NWB', params: { brandName: name } });
  }
}

/** Everything that follows a company's change: brands, sessions, caches, audit. */
async function afterWrite(
  deps: Deps,
  tx: DbOrTx,
  actor: Actor | null,
  before: CompanyDetail | null,
  id: number,
  body: CompanyBody,
  options: SaveOptions,
) {
  await setBrands(deps, tx, id, before?.brandIds ?? [], body.brandIds, options, body.isActive);
  if (before?.isActive && !body.isActive) {
    // Deactivated: its users' sessions end now (rows deleted; the session check also refuses an inactive
    // company, which covers API keys and a session opened concurrently).
    await deleteCompanySessions(tx, id);
  }
  // The actor (kind, a distributor's service centres) and the session user (company name, number,
  // currency) are made of companies: every instance drops its cached session checks.
  if (options.invalidateSessions !== false) await invalidateAllSessions(deps.db, tx);
  const after = await requireCompany(tx, id);
  if (options.auditEach === false) return after;
  const prefix = options.auditAction ?? 'company';
  const action: AuditAction = !before
    ? `${prefix}.create`
    : before.isActive !== after.isActive
      ? `${prefix}.${after.isActive ? 'activate' : 'deactivate'}`
      : `${prefix}.update`;
  await recordAudit(tx, actor, action, 'company', id, audited(before), audited(after), options.requestId);
  return after;
}

/**
 * Creates a company. A company number already taken answers -28, unless the stored company already is
 * exactly this body (a double click or a retried request): then it answers that company, `created: false`.
 */
export async function insertCompany(
  deps: Deps,
  tx: DbOrTx,
  actor: Actor | null,
  body: CompanyBody,
  options: SaveOptions = {},
): Promise<{ company: CompanyDetail; created: boolean }> {
  await assertCompanyRules(tx, body, null);
  const [row] = await tx
    .insert(companies)
    .values({ ...rowOf(body), createdAt: deps.clock.now(), updatedAt: deps.clock.now() })
    .onConflictDoNothing({ target: companies.number })
    .returning({ id: companies.id });
  if (!row) {
    // The unique index decided (a concurrent twin waits for the first commit, then lands here).
    const existingId = await companyIdByNumber(tx, body.number);
    const existing = existingId === null ? null : await readCompany(tx, existingId);
    if (existing && isSameCompany(existing, body)) return { company: existing, created: false };
    throw numberTaken();
  }
  return { company: await afterWrite(deps, tx, actor, null, row.id, body, options), created: true };
}

/** Replaces a company's fields with `body` (every rule again); the row is locked for the change. */
export async function updateCompanyRow(
  deps: Deps,
  tx: DbOrTx,
  actor: Actor | null,
  id: number,
  body: CompanyBody,
  options: SaveOptions = {},
): Promise<CompanyDetail> {
  const before = await requireCompany(tx, id, true);
  await assertCompanyRules(tx, body, before);
  if (isSameCompany(before, body)) return before;
  if (body.number !== before.number) {
    const other = await companyIdByNumber(tx, body.number);
    if (other !== null && other !== id) throw numberTaken();
  }
  await tx
    .update(companies)
    .set({ ...rowOf(body), updatedAt: deps.clock.now() })
    .where(eq(companies.id, id));
  return afterWrite(deps, tx, actor, before, id, body, options);
}
