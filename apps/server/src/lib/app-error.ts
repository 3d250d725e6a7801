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

export function fieldError(code: 'missingParams' | 'fieldRequired', ...fields: string[]): AppError {
  return new AppError(code, { field: fields[0], fields });
}
