import { z } from 'zod';
import { requiredTextSchema, textSchema } from './text.ts';
import { recordIdSchema } from './db-int.ts';
import { limits } from './constants.ts';

/** PUT /api/contact (spec 01 s3/s5): email and message required, message at most 200 characters. */
export const contactSchema = z.object({
  fullName: textSchema(120).optional(),
  /** The sender's company (ours): the form fills it in from the session, editable. */
  company: textSchema(200).optional(),
  email: z.string().trim().min(1).pipe(z.email().max(200)),
  phone: textSchema(60).optional(),
  message: requiredTextSchema(limits.contactMessageMax),
  fileID: recordIdSchema.nullable().optional(),
  /** The captcha token: the ALTCHA payload, or the reCAPTCHA response when reCAPTCHA is configured. */
  recaptchaToken: z.string().min(1).max(20_000),
});
export type ContactMessage = z.infer<typeof contactSchema>;
export const contactAnswerSchema = z.object({ msg: z.literal('sent') });

/** GET /api/captcha: which captcha the contact form shows. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  siteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** GET /api/captcha/challenge: an ALTCHA (v2) challenge for the widget. */
export const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

/** GET /api/contact/settings: what the public contact page needs (captcha and map tiles). */
export const contactSettingsSchema = z.object({ captcha: captchaConfigSchema, mapTileUrl: z.string() });
export type ContactSettings = z.infer<typeof contactSettingsSchema>;
