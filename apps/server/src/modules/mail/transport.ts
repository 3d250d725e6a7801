import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type OutgoingMail = { id: number; to: string; subject: string; text: string; html: string | null };

/** Delivers one mail: SMTP when configured, else an RFC 822 `.eml` file in DATA_DIR/outbox. */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

function messageOf(config: Config, mail: OutgoingMail) {
  return {
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    // A stable id: a retry after a lost acknowledgement is recognisable as the same message.
    messageId: `<outbox-${mail.id}@${new URL(config.publicUrl).hostname}>`,
  };
}

export function createMailTransport(config: Config): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail(messageOf(config, mail));
      },
      close: () => smtp.close(),
    };
  }
  // streamTransport builds the real message (headers, MIME parts) without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await builder.sendMail(messageOf(config, mail));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.eml`), info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
