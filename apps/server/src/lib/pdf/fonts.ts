// The PDF kit's unicode fonts (kit.ts): DejaVu Sans from @fontsource/dejavu-sans (French and Spanish accents,
// €, £ and ₪, which the standard PDF fonts lack). The package ships WOFF; fontkit inflates a WOFF table again at
// every glyph it reads (that was 80% of a PDF's time), and its WOFF2 subsetter breaks, so each font is unpacked
// once per process into a plain TrueType buffer.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';

const files = {
  regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
};

/** WOFF 1.0 → SFNT (TrueType): the same tables, inflated, behind an SFNT table directory. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let loaded: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

/** The regular and bold fonts as TrueType buffers (read and unpacked on the first PDF). */
export function pdfFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  loaded ??= (async () => {
    const read = async (specifier: string) =>
      sfntOfWoff(await readFile(new URL(import.meta.resolve(specifier))));
    const [regular, bold] = await Promise.all([read(files.regular), read(files.bold)]);
    return { regular, bold };
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
