import type { ContactMessage } from '@poolside/contract/contact';
import type { Deps } from '../../deps.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { fieldError } from '../../lib/app-error.ts';
import { consumeContactLimit } from '../../lib/rate-limit.ts';
import type { Actor } from '../access/index.ts';
import { requireCaptcha } from '../captcha/index.ts';
import { canReadFile, findFile } from '../files/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';

/**
 * PUT /api/contact: 5 per IP per hour (429, -8), captcha checked on the server, then the message is
 * stored, mailed to CONTACT_EMAIL through the outbox and announced to provider staff (CNT).
 */
export async function sendContactMessage(deps: Deps, actor: Actor | null, input: ContactMessage, ip: string) {
  await consumeContactLimit(deps.db, ip, deps.clock.now());
  await requireCaptcha(deps, input.recaptchaToken, ip);
  await deps.db.transaction(async (tx) => {
    if (input.fileID) {
      const file = await findFile(tx, input.fileID);
      // Logged out, only a company-less upload (the form's own); logged in, a file the user may read.
      const usable = file && (actor ? canReadFile(actor, file) : file.companyId === null);
      if (!usable) throw fieldError('notFound', 'fileID');
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({
        fullName: input.fullName ?? '',
        company: input.company ?? '',
        email: input.email,
        phone: input.phone ?? '',
        message: input.message,
        fileId: input.fileID ?? null,
        userId: actor?.userId ?? null,
        ip,
      })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, {
      to: deps.config.contactEmail,
      template: 'contactMessage',
      language: 'eng',
      params: {
        fullName: input.fullName ?? '',
        company: input.company ?? '',
        email: input.email,
        phone: input.phone ?? '',
        message: input.message,
        fileLink: input.fileID ? `${deps.config.publicUrl}/api/files/${input.fileID}` : null,
      },
    });
    const params = { messageId: row.id, fullName: input.fullName ?? '', email: input.email };
    await notify(tx, deps.config, { toProviderStaff: true, type: 'CNT', params, email: 'none' });
  });
  return { msg: 'sent' as const };
}
