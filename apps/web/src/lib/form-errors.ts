import { ErrorCode } from '@poolside/contract/errors';
import type { ReactNode } from 'react';
import { isApiError } from './api-client';
import { i18next } from './i18n';

/** One field a refused save names: -12 (required, missing or empty) or -6 (present but invalid). */
export type FieldProblem = { field: string; kind: 'required' | 'invalid'; reason: string | null };

/** The fields of a -12/-6 answer (data {field, fields, reason}); [] for any other failure. */
export function fieldProblemsOf(error: unknown): FieldProblem[] {
  if (!isApiError(error)) return [];
  const kind =
    error.code === ErrorCode.fieldRequired ? 'required' : error.code === ErrorCode.invalid ? 'invalid' : null;
  if (!kind) return [];
  const data = error.data;
  const fields = data?.fields?.length ? data.fields : data?.field ? [data.field] : [];
  return [...new Set(fields)].map((field) => ({ field, kind, reason: data?.reason ?? null }));
}

export type ServerErrorOptions = {
  /**
   * Messages by form path, most specific first: `${path}.${reason}`, `${path}.${kind}` (required |
   * invalid), `${path}`. Without one, the common "required" / "not accepted" message.
   */
  messages?: Record<string, string>;
  /** Server field → form path (e.g. 'lines.0.repairDate' → 'repairDate'); null skips the field. */
  toPath?: (field: string) => string | null;
  /**
   * Messages of other refusals that name their field (e.g. -11 e-mail exists, -16 passwords differ, -17
   * wrong current password), by error code: shown at `data.field` like a -12/-6.
   */
  codes?: Partial<Record<number, string>>;
};

function messageFor(path: string, problem: FieldProblem, messages: Record<string, string>): string {
  return (
    (problem.reason ? messages[`${path}.${problem.reason}`] : undefined) ??
    messages[`${path}.${problem.kind}`] ??
    messages[path] ??
    i18next.t(problem.kind === 'required' ? 'common:form.required' : 'common:form.invalid')
  );
}

/** The refused save's messages by form path (for a field that is not on a @mantine/form form). */
export function serverFieldMessages(
  error: unknown,
  options: ServerErrorOptions = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const byCode = isApiError(error) ? options.codes?.[error.code] : undefined;
  if (byCode && isApiError(error) && error.data?.field) {
    const path = options.toPath ? options.toPath(error.data.field) : error.data.field;
    if (path) out[path] = byCode;
  }
  for (const problem of fieldProblemsOf(error)) {
    const path = options.toPath ? options.toPath(problem.field) : problem.field;
    if (path && !out[path]) out[path] = messageFor(path, problem, options.messages ?? {});
  }
  return out;
}

export type FormTarget = {
  getValues: () => unknown;
  setFieldError: (path: string, error: ReactNode) => void;
  /** @mantine/form's: the input of a field (by its data-path), to bring the first refused field to the user. */
  getInputNode?: (path: string) => HTMLElement | null;
};

/**
 * The refused field gets the focus, scrolled into view: its message is what the user must read, and on a
 * phone the field is often far above the button that sent the form.
 */
function revealField(node: HTMLElement | null | undefined) {
  if (!node) return;
  node.scrollIntoView?.({ block: 'center' });
  node.focus({ preventScroll: true });
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The one mapping from a refused save to the form: each field the server names (-12/-6) gets its message
 * at the field (@mantine/form clears it as soon as the field changes), and the first of them the focus.
 * Answers true when at least one message landed on a field; otherwise the caller shows its dialog.
 */
export function applyServerErrors(
  form: FormTarget,
  error: unknown,
  options: ServerErrorOptions = {},
): boolean {
  const values = form.getValues();
  const messages = serverFieldMessages(error, options);
  const placed = Object.entries(messages).filter(([path]) => hasPath(values, path));
  for (const [path, message] of placed) form.setFieldError(path, message);
  if (placed.length > 0) revealField(form.getInputNode?.(placed[0][0]));
  return placed.length > 0;
}
