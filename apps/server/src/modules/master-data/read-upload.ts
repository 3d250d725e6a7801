import { Readable } from 'node:stream';
import { importLimits } from '@poolside/contract/master-data-columns';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/app-error.ts';
import { type FileSource, fileSourceOf, noFiles } from './import-files.ts';
import { readTableLines, type TableLine } from './read-table.ts';
import type { RowSource } from './run-import.ts';
import { unzipBounded, verifiedZip } from './zip-entries.ts';

const fileError = (code: 'fileInvalid' | 'invalid' | 'fieldRequired', reason?: string) =>
  fieldError(code, 'file', reason ? { reason } : {});
const tooLarge = () => fileError('invalid', 'tooLarge');

/** The lines of a streamed file part; a part cut at the size limit is -6 `tooLarge`, never a partial import. */
async function* checkedLines(lines: AsyncGenerator<TableLine>, file: Readable & { truncated?: boolean }) {
  try {
    for await (const line of lines) {
      if (file.truncated) throw tooLarge();
      yield line;
    }
  } catch (error) {
    // A spreadsheet cut at the limit reads as a broken one: say why.
    if (file.truncated) throw tooLarge();
    throw error;
  }
  if (file.truncated) throw tooLarge();
}

/**
 * A documents bundle: the one sheet (.xlsx or .csv) of the .zip and every other entry as a file, inflated
 * within importLimits.unzippedMaxBytes (zip-entries.ts: the directory first, then counted entry by entry).
 */
async function readBundle(body: Buffer): Promise<{ sheetName: string; sheet: Buffer; files: FileSource }> {
  const entries = await unzipBounded(body, () => fileError('fileInvalid', 'notZip'));
  const sheets = [...entries.keys()].filter((n) => /\.(xlsx|csv)$/i.test(n));
  if (sheets.length !== 1) throw fileError('fileInvalid', 'zipSheet');
  const sheetName = sheets[0];
  const files = [...entries].filter(([n]) => n !== sheetName);
  return { sheetName, sheet: entries.get(sheetName) as Buffer, files: fileSourceOf(files) };
}

/** The lines of an .xlsx held in memory: a zip too, so checked like a bundle before ExcelJS reads it. */
async function xlsxLines(body: Buffer): Promise<AsyncGenerator<TableLine>> {
  const zip = await verifiedZip(body, () => fileError('fileInvalid', 'notXlsx'));
  return readTableLines('sheet.xlsx', Readable.from([zip]));
}

/**
 * The multipart upload of the import screen (field `file`): a .csv streamed straight into its parser, an
 * .xlsx read whole and checked as an archive, or a .zip of one sheet and the files its rows name (documents,
 * images), read whole and inflated within the cap.
 */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<Extract<RowSource, { type: 'file' }>> {
  if (!request.isMultipart()) throw fileError('fileInvalid', 'notMultipart');
  const part = await request.file({ limits: { fileSize: importLimits.fileMaxBytes, files: 1 } });
  if (part?.fieldname !== 'file') throw fileError('fieldRequired');
  const fileName = part.filename;
  if (/\.zip$/i.test(fileName)) {
    let body: Buffer;
    try {
      body = await part.toBuffer();
    } catch {
      throw tooLarge();
    }
    const bundle = await readBundle(body);
    const lines = /\.xlsx$/i.test(bundle.sheetName)
      ? await xlsxLines(bundle.sheet)
      : readTableLines(bundle.sheetName, Readable.from([bundle.sheet]));
    return { type: 'file', fileName, lines, files: bundle.files };
  }
  if (!/\.(xlsx|csv|txt)$/i.test(fileName)) {
    part.file.resume();
    throw fileError('fileInvalid', 'extension');
  }
  if (/\.xlsx$/i.test(fileName)) {
    // An .xlsx is a zip: ExcelJS's streaming reader fed straight from the multipart stream failed now and
    // then (a valid file read as broken under load). Read whole (bounded by fileMaxBytes), then streamed.
    let body: Buffer;
    try {
      body = await part.toBuffer();
    } catch {
      throw tooLarge();
    }
    return { type: 'file', fileName, lines: await xlsxLines(body), files: noFiles };
  }
  return {
    type: 'file',
    fileName,
    lines: checkedLines(readTableLines(fileName, part.file), part.file),
    files: noFiles,
  };
}
