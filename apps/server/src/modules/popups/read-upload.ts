import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/app-error.ts';

/** The multipart upload of the popups screen: `file` and `messageId` (in either order). */
export async function readSerialsUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw fieldError('fileInvalid', 'file');
  let file: { filename: string; body: Buffer } | null = null;
  let messageId: number | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      const body = await part.toBuffer();
      if (part.fieldname === 'file') file = { filename: part.filename, body };
    } else if (part.fieldname === 'messageId') {
      const value = Number(part.value);
      messageId = Number.isInteger(value) && value > 0 ? value : Number.NaN;
    }
  }
  if (messageId === null) throw fieldError('fieldRequired', 'messageId');
  if (Number.isNaN(messageId)) throw fieldError('invalid', 'messageId');
  if (!file) throw fieldError('fieldRequired', 'file');
  return { messageId, file };
}
