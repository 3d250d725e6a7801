import type { FastifyReply } from 'fastify';
import type { Download } from './download-service.ts';

/** Sends a stored file as an attachment (or inline for editor images) that the browser must not sniff. */
export function replyFile(
  reply: FastifyReply,
  file: Download,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return reply
    .header('Content-Type', file.mime)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
