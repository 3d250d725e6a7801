import { createHash } from 'node:crypto';
import { importColumns, type ImportKind, importLimits } from '@poolside/contract/master-data-columns';
import type { FileStorage } from '../../plugins/storage.ts';
import type { IssueList } from './issues.ts';
import type { CheckedRow } from './kinds/types.ts';

/** The files an import's rows may name: the entries of the uploaded .zip, or the sync body's `files`. */
export type FileSource = { get: (name: string) => Uint8Array | undefined };

export const noFiles: FileSource = { get: () => undefined };

/** Files by name, matched exactly or by their base name, case-insensitively. */
export function fileSourceOf(entries: Iterable<[string, Uint8Array]>): FileSource {
  const byName = new Map<string, Uint8Array>();
  for (const [name, body] of entries) {
    byName.set(name.toLowerCase(), body);
    const base = name.split('/').pop()?.toLowerCase();
    if (base && !byName.has(base)) byName.set(base, body);
  }
  return { get: (name) => byName.get(name.toLowerCase()) };
}

const signatures: { ext: string; mime: string; test: (b: Uint8Array) => boolean }[] = [
  { ext: 'pdf', mime: 'application/pdf', test: (b) => String.fromCharCode(...b.subarray(0, 5)) === '%PDF-' },
  {
    ext: 'png',
    mime: 'image/png',
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b) => String.fromCharCode(...b.subarray(0, 4)) === 'GIF8' },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/** A file to store before the apply's transaction: content-addressed, so storing it twice is harmless. */
export type PendingFile = { key: string; body: Uint8Array; mime: string };

/**
 * Resolves every file column: the named file must be in the source, be a PDF or an image by its content
 * (whatever its name says) and not exceed the size limit. The row's value becomes the storage key
 * (`catalogue/import/<sha-256>.<ext>`, served by GET /api/images/{key}).
 */
export function resolveFiles(kind: ImportKind, rows: CheckedRow[], files: FileSource, issues: IssueList) {
  const columns = importColumns[kind].filter((c) => c.format === 'file').map((c) => c.key);
  const pending = new Map<string, PendingFile>();
  if (columns.length === 0) return [];
  for (const { line, row } of rows) {
    for (const column of columns) {
      const name = row[column];
      if (typeof name !== 'string') continue;
      const body = files.get(name);
      if (!body) {
        issues.add(line, column, 'missingFile', name);
        continue;
      }
      if (body.byteLength > importLimits.documentMaxBytes) {
        issues.add(line, column, 'fileTooLarge', name);
        continue;
      }
      const type = signatures.find((s) => s.test(body));
      if (!type) {
        issues.add(line, column, 'fileType', name);
        continue;
      }
      const key = `catalogue/import/${createHash('sha256').update(body).digest('hex')}.${type.ext}`;
      row[column] = key;
      pending.set(key, { key, body, mime: type.mime });
    }
  }
  return [...pending.values()];
}

/** Stores the files of an import (before its transaction; a key already stored is the same content). */
export async function storeFiles(storage: FileStorage, files: PendingFile[]) {
  for (const f of files) {
    if (await storage.get(f.key)) continue;
    await storage.put(f.key, Buffer.from(f.body), f.mime);
  }
}
