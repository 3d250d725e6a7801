import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file a route answers as itself: its name (the download's), its type, its bytes or stream. */
export type FileAnswer = { name: string; mime: string; body: Buffer | Readable; size?: number };

/**
 * Sends a file as an attachment (or inline for editor images) that the browser must not sniff and no cache
 * keeps: the one way a route answers a file. The name goes in Content-Disposition twice: plain ASCII for old
 * clients, UTF-8 (RFC 5987) for the others.
 */
export function replyFile(
  reply: FastifyReply,
  file: FileAnswer,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  reply.header('Content-Type', file.mime);
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
