import { isBlankText } from '@poolside/contract/text';
import { type AppError, fieldError } from './app-error.ts';

/** One refused input value: its field path, the value found there, and the rule's reason when it gives one. */
export type InputIssue = { path: readonly PropertyKey[]; value: unknown; reason?: string };

/**
 * The one mapping of validation issues to catalogue codes (Fastify's validation of every route's schema, and
 * the login forms, which the login route reads by method): -12 naming the fields when every refused value is
 * absent or blank (text with nothing visible in it counts as blank), else -6 naming them, with the first
 * rule's `reason` when one gives it (a report's `beforeFrom`).
 */
export function inputIssuesError(issues: readonly InputIssue[]): AppError {
  const fields = [...new Set(issues.map((i) => i.path.map(String).join('.')).filter(Boolean))];
  const isMissing = issues.every((i) => isBlankText(i.value));
  if (isMissing && fields.length > 0) return fieldError('fieldRequired', fields);
  const reason = issues.map((i) => i.reason).find((r): r is string => typeof r === 'string');
  return fieldError('invalid', fields, reason ? { reason } : {});
}

/** The value at `path` in `source`; a path that goes on inside a value that is no object ends at that value. */
export function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = source;
  for (const p of path) {
    if (cur === null || cur === undefined) return undefined;
    if (typeof cur !== 'object') return cur;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}
