import type { ErrorData } from '@poolside/contract/envelope';
import { ErrorCode, type ErrorCodeName } from '@poolside/contract/errors';

export type AppErrorData = ErrorData;

/** A foreseeable failure answered with a catalogue code (never a 5xx unless the code says so). */
export class AppError extends Error {
  readonly code: number;
  readonly data: AppErrorData;
  readonly httpStatus: number | undefined;

  constructor(
    code: ErrorCodeName,
    data: AppErrorData = null,
    options: { httpStatus?: number; message?: string } = {},
  ) {
    super(options.message ?? code);
    this.code = ErrorCode[code];
    this.data = data;
    this.httpStatus = options.httpStatus;
  }
}

/**
 * A refusal about named input fields, the one way a field failure is answered: `data` is `{ field, fields }`
 * (the first field, and every field the screen marks) and whatever else the code needs (`reason`, `ids`).
 */
export function fieldError(
  code: ErrorCodeName,
  fields: string | readonly string[],
  more: Omit<NonNullable<AppErrorData>, 'field' | 'fields'> = {},
): AppError {
  const list = typeof fields === 'string' ? [fields] : [...fields];
  return new AppError(code, { field: list[0], fields: list, ...more });
}
