import { ErrorCode } from '@poolside/contract/errors';
import { isApiError } from '../../lib/api-client';

/** What an upload failure says: the bad rows (line and problem), or one message key for the whole file. */
export type UploadProblem = { rows: { line: number; problem: string }[]; fileKey: string | null };

/** Reads the server's `rows.{line}.{sn|columns}` fields (-6) and the file-level codes. */
export function uploadProblemOf(error: unknown): UploadProblem | null {
  if (!isApiError(error)) return null;
  const rows = (error.data?.fields ?? [])
    .map((field) => /^rows\.(\d+)\.(\w+)$/.exec(field))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ line: Number(m[1]), problem: m[2] }));
  if (rows.length > 0) return { rows, fileKey: null };
  if (error.code === ErrorCode.fileInvalid) return { rows: [], fileKey: 'fileInvalid' };
  if (error.code === ErrorCode.fieldRequired && error.data?.field === 'file')
    return { rows: [], fileKey: 'fileEmpty' };
  if (error.code === ErrorCode.missingParams && error.data?.field === 'file')
    return { rows: [], fileKey: 'fileTooBig' };
  return null;
}
