import { zipSync } from 'fflate';

/** A multipart body with one file part (default field `file`) for app.inject. */
export function multipart(filename: string, body: Buffer, field = 'file') {
  const boundary = `----pp${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Small real files of every allowed format. */
export const sampleFiles = {
  png: () => Buffer.from(png1x1, 'base64'),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  gif: () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(64),
    ]),
  bmp: () => {
    const b = Buffer.alloc(58);
    b.write('BM', 0);
    b.writeUInt32LE(58, 2);
    b.writeUInt32LE(54, 10);
    b.writeUInt32LE(40, 14);
    b.writeInt32LE(1, 18);
    b.writeInt32LE(1, 22);
    b.writeUInt16LE(1, 26);
    b.writeUInt16LE(24, 28);
    return b;
  },
  cfb: () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: () =>
    Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        'word/document.xml': new TextEncoder().encode('<w:document/>'),
      }),
    ),
  xlsx: () =>
    Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
        'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
      }),
    ),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
};
