import type { Language } from '@poolside/contract/languages';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { type MailParams, type MailTemplate, renderMail } from './templates.ts';

export type MailRequest<T extends MailTemplate> = {
  to: string;
  template: T;
  language: Language;
  params: MailParams[T];
};

/** Renders a mail and puts it in the outbox, inside the caller's transaction (the drain job sends it). */
export async function enqueueMail<T extends MailTemplate>(tx: DbOrTx, mail: MailRequest<T>) {
  const { subject, text, html } = renderMail(mail.template, mail.language, mail.params);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to: mail.to, subject, text, html })
    .returning({ id: mailOutbox.id });
  return row.id;
}
