import { extensionOf, isAllowedExtension, type UploadKind } from '@poolside/contract/files';
import { AppError } from '../../lib/app-error.ts';

/** What the bytes must be for each allowed extension (doc/xls are OLE compound files). */
const expectedContent: Record<string, { ext: string[]; mime: string }> = {
  pdf: { ext: ['pdf'], mime: 'application/pdf' },
  png: { ext: ['png'], mime: 'image/png' },
  gif: { ext: ['gif'], mime: 'image/gif' },
  jpg: { ext: ['jpg'], mime: 'image/jpeg' },
  jpeg: { ext: ['jpg'], mime: 'image/jpeg' },
  bmp: { ext: ['bmp'], mime: 'image/bmp' },
  doc: { ext: ['cfb'], mime: 'application/msword' },
  xls: { ext: ['cfb'], mime: 'application/vnd.ms-excel' },
  docx: { ext: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { ext: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

export type CheckedFile = { ext: string; mime: string };

/**
 * Accepts the file when its name has an extension allowed for the kind AND its content really is that
 * format (sniffed with file-type); -25 otherwise. The stored MIME type comes from our table, not the client.
 */
export async function checkUpload(name: string, body: Buffer, kind: UploadKind): Promise<CheckedFile> {
  // The contract's rule (the screens check it before sending); the size is the multipart limit's.
  const ext = extensionOf(name);
  const expected = expectedContent[ext];
  if (!isAllowedExtension(name, kind) || !expected || body.length === 0) throw new AppError('fileInvalid');
  // Loaded on first use (~35 modules), not at every server start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !expected.ext.includes(detected.ext)) throw new AppError('fileInvalid');
  return { ext, mime: expected.mime };
}

/** The MIME type a stored document is served with, from its extension (unknown: octet-stream). */
export function mimeOfName(name: string): string {
  return expectedContent[extensionOf(name)]?.mime ?? 'application/octet-stream';
}

/** A file name safe in a header and on screen: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'file').slice(-200);
}
