// PUT /api/companies (create) and POST /api/companies/{id} (edit): one transaction each, every rule on the
// server (save-company.ts).
import type { CompanyBody, CompanyDetail } from '@poolside/contract/companies';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import { insertCompany, numberTaken, updateCompanyRow } from './save-company.ts';

/** A unique-index violation from either database driver (two saves racing for one number). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function uniqueAsTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken();
    throw err;
  }
}

export function createCompany(
  deps: Deps,
  actor: Actor,
  body: CompanyBody,
  requestId?: string,
): Promise<{ company: CompanyDetail; created: boolean }> {
  return uniqueAsTaken(() =>
    deps.db.transaction((tx) => insertCompany(deps, tx, actor, body, { requestId })),
  );
}

export function updateCompany(
  deps: Deps,
  actor: Actor,
  id: number,
  body: CompanyBody,
  requestId?: string,
): Promise<CompanyDetail> {
  return uniqueAsTaken(() =>
    deps.db.transaction((tx) => updateCompanyRow(deps, tx, actor, id, body, { requestId })),
  );
}
