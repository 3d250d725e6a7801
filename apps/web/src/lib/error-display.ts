import { ErrorCode, type ErrorCodeName, httpStatusOf } from '@poolside/contract/errors';
import { isApiError } from './api-client';
import { fieldProblemsOf } from './form-errors';
import { i18next } from './i18n';
import { formatWait } from './wait';

/**
 * How a failure reads to the user. `fields`: -6/-12 (what to correct, naming the fields); `notFound`: the
 * record or page does not exist; `conflict`: it clashes with what exists (an e-mail in use, a locked item:
 * the codes answered with HTTP 409); `refused`: another foreseeable refusal of the catalogue (permission,
 * state, ...); `rateLimited`: too many attempts (HTTP 429), wait and try again; `failure`: the server failed
 * (-10, -3), an unknown code or no answer at all (the network). Only a failure says "Something went wrong"
 * and shows the request id: nothing the user did or can correct looks like a crash.
 */
export type ErrorDisplayKind = 'fields' | 'notFound' | 'conflict' | 'refused' | 'rateLimited' | 'failure';
/**
 * Where a failure shows: the fields of a form when it names them, else one dialog, or one toast for a
 * rate limit (nothing to read twice or acknowledge: the user only waits).
 */
export type ErrorPresentation = 'dialog' | 'toast';
export type ErrorDisplay = {
  kind: ErrorDisplayKind;
  title: string;
  message: string | null;
  /** The X-Request-Id support needs; only on a failure. */
  requestId: string | null;
};

/** The presentation of each kind: the one place that chooses dialog or toast. */
export const presentationOf = (kind: ErrorDisplayKind): ErrorPresentation =>
  kind === 'rateLimited' ? 'toast' : 'dialog';

export type ErrorDisplayOptions = {
  /** The screen's own title for a foreseeable refusal (not found, a conflict, ...); a failure keeps its own. */
  title?: string;
  /** The screen's own words for this failure (e.g. "the credit currency is missing"); else the common ones. */
  message?: string;
  /** The screen's word for a field the server names (its form label); else common.json `fieldName.*`. */
  fieldWord?: (field: string) => string | undefined;
};

/** The codes that mean "this does not exist" (a record, a path, a method, an application, an event). */
const notFoundCodes = new Set<number>([
  ErrorCode.notFound,
  ErrorCode.invalidController,
  ErrorCode.invalidMethod,
  ErrorCode.appNotFound,
  ErrorCode.eventNotFound,
]);
const failureCodes = new Set<number>([ErrorCode.ok, ErrorCode.fatal, ErrorCode.databaseConnection]);
const codeNames = new Map<number, ErrorCodeName>(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as ErrorCodeName]),
);

const t = (key: string, options: Record<string, unknown> = {}) => String(i18next.t(key, options));

/** A server field ("lines.0.repairDate", "aquaCreditCurrency") in words, or null when none is known. */
function fieldWordOf(field: string, options: ErrorDisplayOptions): string | null {
  const own = options.fieldWord?.(field);
  if (own) return own;
  const parts = field.split('.');
  const name = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? field;
  const word = t(`common:fieldName.${name}`, { defaultValue: '' });
  if (!word) return null;
  // A row of a list the server names by index ("lines.1.oldSN"): the row counts from 1 on the screen.
  const index = parts.find((part) => /^\d+$/.test(part));
  return index === undefined
    ? word
    : t('common:errorDisplay.fieldInRow', { field: word, row: Number(index) + 1 });
}

function fieldsMessage(error: unknown, options: ErrorDisplayOptions): string {
  const lines = fieldProblemsOf(error).map((problem) => {
    const word = fieldWordOf(problem.field, options);
    const what = t(problem.kind === 'required' ? 'common:form.required' : 'common:form.invalid');
    return word ? t('common:errorDisplay.fieldLine', { field: word, problem: what }) : null;
  });
  const named = lines.filter((line): line is string => line !== null);
  // Fields nobody has words for (technical ones) are not spelled as codes: the general sentence says it.
  if (named.length < lines.length || named.length === 0) named.push(t('common:errorDisplay.someFields'));
  return [...new Set(named)].join('\n');
}

/** The one rule that turns a failed call (or any thrown error) into what the user reads. */
export function errorDisplayOf(error: unknown, options: ErrorDisplayOptions = {}): ErrorDisplay {
  const code = isApiError(error) ? error.code : null;
  const name = code === null ? undefined : codeNames.get(code);
  if (isApiError(error) && error.httpStatus === 429) {
    return {
      kind: 'rateLimited',
      title: t('common:dialog.rateLimitedTitle'),
      message:
        options.message ?? t('common:errorDisplay.rateLimited', { wait: formatWait(error.retryAfter ?? 60) }),
      requestId: null,
    };
  }
  if (code === ErrorCode.fieldRequired || code === ErrorCode.invalid) {
    return {
      kind: 'fields',
      title: options.title ?? t('common:dialog.fieldsTitle'),
      message: options.message ?? fieldsMessage(error, options),
      requestId: null,
    };
  }
  if (code !== null && notFoundCodes.has(code)) {
    return {
      kind: 'notFound',
      title: options.title ?? t('common:dialog.notFoundTitle'),
      message: options.message ?? t('common:errorCode.notFound'),
      requestId: null,
    };
  }
  if (code !== null && name && httpStatusOf(code) === 409) {
    return {
      kind: 'conflict',
      title: options.title ?? t('common:dialog.conflictTitle'),
      message: options.message ?? t(`common:errorCode.${name}`),
      requestId: null,
    };
  }
  if (code !== null && name && !failureCodes.has(code)) {
    return {
      kind: 'refused',
      title: options.title ?? t('common:dialog.refusedTitle'),
      message: options.message ?? t(`common:errorCode.${name}`),
      requestId: null,
    };
  }
  // No answer at all (httpStatus 0): the network or a server that is down.
  const isUnreachable = isApiError(error) && error.httpStatus === 0;
  return {
    kind: 'failure',
    title: t('common:dialog.errorTitle'),
    message: options.message ?? (isUnreachable ? t('common:errorDisplay.unreachable') : null),
    requestId: isApiError(error) ? error.requestId : null,
  };
}
