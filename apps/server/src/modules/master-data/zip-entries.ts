import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { importLimits } from '@poolside/contract/master-data-columns';
import { AppError, fieldError } from '../../lib/app-error.ts';

// An uploaded .zip or .xlsx is read without trusting it: a few MB of deflate can inflate to gigabytes. The
// central directory is read first and the declared sizes are summed against importLimits.unzippedMaxBytes
// before anything is inflated; then each entry is inflated as a stream, counting its bytes, and an entry that
// yields more than it declared (a lying directory) is refused at that point. So what is inflated never exceeds
// the cap, whatever the archive says.

/** One entry of the central directory, with where its compressed bytes are. */
export type ZipEntry = {
  name: string;
  rawName: Buffer;
  isUtf8: boolean;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  dataStart: number;
};

export const unzippedTooLarge = () => fieldError('invalid', 'file', { reason: 'unzippedTooLarge' });
const damaged = () => fieldError('fileInvalid', 'file', { reason: 'zipDamaged' });

const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/** The end-of-directory record: entry count, directory offset and size (zip64 when the record says so). */
function endRecord(body: Buffer, notZip: () => AppError) {
  const floor = Math.max(0, body.length - 22 - 0xffff);
  let at = body.length - 22;
  while (at >= floor && body.readUInt32LE(at) !== END) at--;
  if (at < floor) throw notZip();
  let count = body.readUInt16LE(at + 10);
  let size = body.readUInt32LE(at + 12);
  let offset = body.readUInt32LE(at + 16);
  if ((count === 0xffff || size === MAX32 || offset === MAX32) && at >= 20) {
    if (body.readUInt32LE(at - 20) !== END64_LOCATOR) throw notZip();
    const at64 = Number(body.readBigUInt64LE(at - 12));
    if (at64 + 56 > body.length || body.readUInt32LE(at64) !== END64) throw notZip();
    count = Number(body.readBigUInt64LE(at64 + 32));
    size = Number(body.readBigUInt64LE(at64 + 40));
    offset = Number(body.readBigUInt64LE(at64 + 48));
  }
  if (offset + size > body.length) throw notZip();
  return { count, offset, size };
}

/** Sizes and offset given as 0xFFFFFFFF in a directory entry are in its zip64 extra field, in this order. */
function zip64Values(extra: Buffer, values: { size: number; compressedSize: number; localOffset: number }) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
        if (values[key] !== MAX32) continue;
        if (field + 8 > at + 4 + length) break;
        values[key] = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
    }
    at += 4 + length;
  }
}

/**
 * The entries of an archive by its central directory, in file order. Refused before anything is inflated: an
 * unreadable directory (`notZip`), encryption, an unknown compression or entries sharing bytes (damaged), more
 * than importLimits.zipMaxEntries entries or declared sizes over importLimits.unzippedMaxBytes in total (-6
 * `unzippedTooLarge`).
 */
export function zipDirectory(body: Buffer, notZip: () => AppError): ZipEntry[] {
  const { count, offset, size } = endRecord(body, notZip);
  if (count > importLimits.zipMaxEntries) throw unzippedTooLarge();
  const entries: ZipEntry[] = [];
  let declared = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || body.readUInt32LE(at) !== CENTRAL) throw notZip();
    const flags = body.readUInt16LE(at + 8);
    const method = body.readUInt16LE(at + 10);
    const nameLength = body.readUInt16LE(at + 28);
    const extraLength = body.readUInt16LE(at + 30);
    const commentLength = body.readUInt16LE(at + 32);
    const rawName = body.subarray(at + 46, at + 46 + nameLength);
    const values = {
      compressedSize: body.readUInt32LE(at + 20),
      size: body.readUInt32LE(at + 24),
      localOffset: body.readUInt32LE(at + 42),
    };
    zip64Values(body.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), values);
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw damaged();
    declared += values.size;
    if (declared > importLimits.unzippedMaxBytes) throw unzippedTooLarge();
    const local = values.localOffset;
    if (local + 30 > body.length || body.readUInt32LE(local) !== LOCAL) throw notZip();
    const dataStart = local + 30 + body.readUInt16LE(local + 26) + body.readUInt16LE(local + 28);
    if (dataStart + values.compressedSize > offset) throw notZip();
    const isUtf8 = (flags & 0x800) !== 0;
    const name = isUtf8 ? rawName.toString('utf8') : rawName.toString('latin1');
    entries.push({ name, rawName, isUtf8, method, crc: body.readUInt32LE(at + 16), ...values, dataStart });
    at += 46 + nameLength + extraLength + commentLength;
  }
  // Entries that share bytes would let a small file be inflated over and over: each must stand alone.
  entries.sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < entries.length; i++) {
    const before = entries[i - 1];
    if (before.dataStart + before.compressedSize > entries[i].localOffset) throw damaged();
  }
  return entries;
}

/** Raw deflate fed in small slices, so one step's output stays small (deflate expands at most ~1,000 times). */
function* slices(data: Buffer) {
  for (let at = 0; at < data.length; at += 16 * 1024) yield data.subarray(at, at + 16 * 1024);
}

/**
 * Inflates one entry as a stream, handing each chunk to `onChunk`. More bytes than the directory declared,
 * fewer, or another checksum: the archive is damaged (-25 `zipDamaged`), refused as soon as it shows.
 */
export async function inflateEntry(body: Buffer, entry: ZipEntry, onChunk: (chunk: Buffer) => void) {
  const data = body.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let produced = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    produced += chunk.length;
    if (produced > entry.size) throw damaged();
    crc = crc32(chunk, crc);
    onChunk(chunk);
  };
  if (entry.method === 0) take(data);
  else {
    const inflater = Readable.from(slices(data)).pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
    try {
      for await (const chunk of inflater) take(chunk as Buffer);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw damaged();
    } finally {
      inflater.destroy();
    }
  }
  if (produced !== entry.size || crc >>> 0 !== entry.crc >>> 0) throw damaged();
}

/** Every file entry inflated into memory (folders and macOS resource forks left out), within the cap. */
export async function unzipBounded(body: Buffer, notZip: () => AppError): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of zipDirectory(body, notZip)) {
    if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) continue;
    const chunks: Buffer[] = [];
    await inflateEntry(body, entry, (chunk) => chunks.push(chunk));
    out.set(entry.name, Buffer.concat(chunks));
  }
  return out;
}

/**
 * An archive checked entry by entry (every byte inflated and counted, then dropped), rewritten with plain
 * local headers that state the sizes the check saw: a streaming reader (ExcelJS reads local headers, not the
 * directory) then reads exactly the entries and bytes that were counted, never a hidden or resized one. One
 * buffer (about the upload's size): ExcelJS's unzip misread some chunk boundaries of a streamed archive.
 */
export async function verifiedZip(body: Buffer, notZip: () => AppError): Promise<Buffer> {
  const entries = zipDirectory(body, notZip);
  for (const entry of entries) await inflateEntry(body, entry, () => {});
  return Buffer.concat([...rewritten(body, entries)]);
}

function header(entry: ZipEntry, isCentral: boolean, offset: number): Buffer {
  const b = Buffer.alloc(isCentral ? 46 : 30);
  const base = isCentral ? 2 : 0;
  b.writeUInt32LE(isCentral ? CENTRAL : LOCAL, 0);
  if (isCentral) b.writeUInt16LE(20, 4);
  b.writeUInt16LE(20, base + 4);
  b.writeUInt16LE(entry.isUtf8 ? 0x800 : 0, base + 6);
  b.writeUInt16LE(entry.method, base + 8);
  b.writeUInt32LE(entry.crc >>> 0, base + 14);
  b.writeUInt32LE(entry.compressedSize, base + 18);
  b.writeUInt32LE(entry.size, base + 22);
  b.writeUInt16LE(entry.rawName.length, base + 26);
  if (isCentral) b.writeUInt32LE(offset, 42);
  return b;
}

function* rewritten(body: Buffer, entries: ZipEntry[]) {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = body.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    yield Buffer.concat([header(entry, false, 0), entry.rawName]);
    yield data;
    central.push(header(entry, true, offset), entry.rawName);
    offset += 30 + entry.rawName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}
