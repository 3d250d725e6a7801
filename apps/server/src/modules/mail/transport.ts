import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

// Loaded on first use, not at start-up (~130 ms of the embedded start budget, docs/benchmarks.md).
let nodemailerModule: Promise<typeof import('nodemailer').default> | undefined;
const loadNodemailer = () => (nodemailerModule ??= import('nodemailer').then((m) => m.default));

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

/** A nodemailer transport made on first use; close() closes it only if it was made. */
function lazyTransport(make: (nodemailer: typeof import('nodemailer').default) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= loadNodemailer().then(make)),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createMailTransport(config: Config): MailTransport {
  const smtpUrl = config.smtpUrl;
  if (smtpUrl) {
    const smtp = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await smtp.get()).sendMail(messageOf(config, mail));
      },
      close: smtp.close,
    };
  }
  // streamTransport builds the real message (headers, MIME parts) without sending it anywhere.
  const builder = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const dir = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await (await builder.get()).sendMail(messageOf(config, mail));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.eml`), info.message as Buffer);
    },
    close: builder.close,
  };
}
