import type { AuditChange, AuditEntry, AuditRow } from '@poolside/contract/audit';
import type { auditLog } from '../../db/schema/audit.ts';
import { toUnix } from '../../lib/clock.ts';

type AuditRecord = typeof auditLog.$inferSelect & { actorName: string | null; actorEmail: string | null };

const secretKey = /password|hash|token|secret|apikey$/i;
const CHANGED_FIELDS_MAX = 20;
/** Bookkeeping stamps every write moves: never a change of their own. */
const bookkeeping = ['updatedAt', 'dateUpdate'];

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Top-level keys of `after` whose value differs from `before` (writers may record only the changed part
 * as after; bookkeeping timestamps left out). A deletion (after null) lists none.
 */
export function changedFieldsOf(before: unknown, after: unknown, max = CHANGED_FIELDS_MAX): string[] {
  const a = asObject(before);
  const b = asObject(after);
  return Object.keys(b)
    .filter((k) => !bookkeeping.includes(k))
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .slice(0, max);
}

/**
 * What an entry is about, field by field, before and after (secrets redacted): the changed fields, every field
 * of a creation, every field of a deletion (after null: what was removed). The screen's table and the export.
 */
export function auditChangesOf(before: unknown, after: unknown): AuditChange[] {
  const a = asObject(redact(before));
  const b = asObject(redact(after));
  const fields =
    after === null || after === undefined
      ? Object.keys(a).filter((k) => !bookkeeping.includes(k))
      : changedFieldsOf(before, after, Number.POSITIVE_INFINITY);
  return fields.map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

/** A stored value with anything secret-looking replaced, at any depth (defence in depth: writers strip them). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      secretKey.test(k) ? '***' : redact(v),
    ]),
  );
}

export function presentAuditRow(row: AuditRecord): AuditRow {
  return {
    id: row.id,
    at: toUnix(row.at)!,
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changedFields: changedFieldsOf(row.before, row.after),
  };
}

export function presentAuditEntry(row: AuditRecord): AuditEntry {
  return {
    ...presentAuditRow(row),
    before: redact(row.before),
    after: redact(row.after),
    changes: auditChangesOf(row.before, row.after),
    requestId: row.requestId,
  };
}
