import { z } from 'zod';
import { textSchema } from './text.ts';
import { popupMessageMax } from './popup-rules.ts';
import { queryRecordIdSchema } from './db-int.ts';

/** A popup message as the admin list shows it. */
export const popupMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The first serials (sorted), comma-joined by the screen. */
  sns: z.array(z.string()),
  snCount: z.number().int(),
  dateCreate: z.number().int(),
  dateUpdate: z.number().int(),
});
export type PopupMessage = z.infer<typeof popupMessageSchema>;

/** GET /api/popups/sn/{sn}: the messages the repair report shows for one robot. */
export const popupForSerialSchema = z.object({ id: z.number().int(), message: z.string() });
export type PopupForSerial = z.infer<typeof popupForSerialSchema>;

const messageId = queryRecordIdSchema;

/** A message's text (the admin's edit form checks the same). */
export const popupMessageTextSchema = z.object({ message: textSchema(popupMessageMax) });

/** POST /api/popups: the spec's sub-actions (spec 03 s7). */
export const popupActionSchema = z.discriminatedUnion('subAction', [
  z.object({ subAction: z.literal('csv-template') }),
  z.object({
    subAction: z.literal('create-empty-message'),
    message: textSchema(popupMessageMax).optional(),
  }),
  z.object({ subAction: z.literal('deleteMessage'), messageId }),
  z.object({
    subAction: z.literal('update'),
    message_id: messageId,
    message: popupMessageTextSchema.shape.message,
  }),
]);
export type PopupAction = z.infer<typeof popupActionSchema>;
/** create-empty-message answers the new id; update and deleteMessage answer null. */
export const popupActionAnswerSchema = z.object({ id: z.number().int() }).nullable();

/** POST /api/popups/upload (multipart `file` + `messageId`): the message's serials were replaced. */
export const popupUploadAnswerSchema = z.object({
  messageId: z.number().int(),
  snCount: z.number().int(),
});
export type PopupUploadAnswer = z.infer<typeof popupUploadAnswerSchema>;
