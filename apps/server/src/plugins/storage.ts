import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/** Where uploaded and generated files live: a local directory or an S3-compatible bucket. */
export type FileStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Stores a file of the local disk under `key` (streamed: a large export never sits in memory). */
  putFile: (key: string, filePath: string, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  stream: (key: string) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
  kind: 'local' | 's3';
};

function safeKey(key: string): string {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** The file system writes local storage makes (a test swaps them to simulate a full disk). */
export type LocalWrites = { writeFile: typeof writeFile; copyFile: typeof copyFile };

/**
 * Files under a local directory. A write that fails (a full disk: ENOSPC) removes what it had written, so no
 * partial file stays behind; the error goes on (answered -3, 503, by plugins/errors.ts).
 */
export function createLocalStorage(root: string, writes: LocalWrites = { writeFile, copyFile }): FileStorage {
  const full = (key: string) => path.join(root, safeKey(key));
  async function writeWhole(key: string, write: (target: string) => Promise<void>) {
    const target = full(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await write(target);
    } catch (err) {
      await rm(target, { force: true }).catch(() => {});
      throw err;
    }
  }
  return {
    kind: 'local',
    put: (key, body) => writeWhole(key, (target) => writes.writeFile(target, body)),
    putFile: (key, filePath) => writeWhole(key, (target) => writes.copyFile(filePath, target)),
    async get(key) {
      try {
        return await readFile(full(key));
      } catch {
        return null;
      }
    },
    async stream(key) {
      try {
        await stat(full(key));
        return createReadStream(full(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}

export async function createStorage(config: Config): Promise<FileStorage> {
  if (config.s3) {
    const { createS3Storage } = await import('./storage-s3.ts');
    return createS3Storage(config.s3);
  }
  return createLocalStorage(path.join(config.dataDir, 'files'));
}

/**
 * The warning start logs when the database can be shared by several instances (PostgreSQL) but files are kept
 * in this instance's directory: an upload on one instance would be -15 on another.
 */
export function storageWarning(config: Config): string | null {
  if (!config.databaseUrl || config.s3) return null;
  return (
    `Files are stored in the local directory ${path.join(config.dataDir, 'files')}: that is right for one instance ` +
    'only. Running several instances on this PostgreSQL database needs shared storage: set S3_BUCKET (see ' +
    'docs/deployment.md).'
  );
}
