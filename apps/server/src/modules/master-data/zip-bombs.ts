// Hostile archives for the upload tests (not a test file): a few MB of deflate that inflate to a gigabyte,
// built without ever holding the gigabyte, with honest or lying sizes in the archive's directory.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/** Raw deflate of `size` bytes of `byte` (a multiple of 1 MB): one flushed segment repeated, then an end block. */
export function deflatedRun(byte: number, size: number, prefix = '', suffix = ''): Buffer {
  const flush = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const parts = [deflateRawSync(Buffer.from(prefix), flush)];
  const segment = deflateRawSync(Buffer.alloc(MB, byte), flush);
  for (let done = 0; done < size; done += MB) parts.push(segment);
  parts.push(deflateRawSync(Buffer.from(suffix), { level: 9 }));
  return Buffer.concat(parts);
}

/** The CRC-32 of what `deflatedRun` inflates to. */
export function runCrc(byte: number, size: number, prefix = '', suffix = ''): number {
  const chunk = Buffer.alloc(MB, byte);
  let crc = crc32(Buffer.from(prefix));
  for (let done = 0; done < size; done += MB) crc = crc32(chunk, crc);
  return crc32(Buffer.from(suffix), crc);
}

export type RawEntry = { name: string; data: Buffer; size: number; crc: number; method?: 0 | 8 };

/** A .zip of entries already compressed; `size` is what the local header and the directory declare. */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.method ?? 8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x800, 8);
    dir.writeUInt16LE(e.method ?? 8, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry stored as deflate of a small text. */
export function textEntry(name: string, text: string): RawEntry {
  const body = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(body), size: body.length, crc: crc32(body) };
}

/** The parts of a one-sheet .xlsx around a shared-strings part given by the caller. */
export function xlsxFrame(sharedStrings: RawEntry): RawEntry[] {
  const ns = 'http://schemas.openxmlformats.org/';
  return [
    textEntry(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="${ns}package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ),
    textEntry(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}package/2006/relationships"><Relationship Id="rId1" Type="${ns}officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    textEntry(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${ns}spreadsheetml/2006/main" xmlns:r="${ns}officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    textEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}package/2006/relationships"><Relationship Id="rId1" Type="${ns}officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    sharedStrings,
    textEntry(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${ns}spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    ),
  ];
}
