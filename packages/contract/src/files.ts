import { z } from 'zod';
import type { uploadKinds } from './constants.ts';
import { queryRecordIdSchema } from './db-int.ts';

export const uploadKindNames = ['image', 'file'] as const;
export type UploadKind = (typeof uploadKindNames)[number];
export type UploadExtension = (typeof uploadKinds)['file'][number];

/** POST /api/upload?kind=image|file (multipart field `file`). */
export const uploadQuerySchema = z.object({ kind: z.enum(uploadKindNames).default('file') });

/** What an upload answers: the file id to send with the form, and the stored original name. */
export const uploadAnswerSchema = z.object({ id: z.number().int(), name: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** POST /api/wysiwygUpload answers the URL the editor puts in the image's src. */
export const wysiwygUploadAnswerSchema = z.object({ url: z.string() });

/** GET /api/file?file=<file id> (the invoice route). */
export const fileRefQuerySchema = z.object({ file: queryRecordIdSchema });

/** GET /api/documents/{name}: the stored document's file name, base64 (standard or URL-safe). */
export const documentParamSchema = z.object({ name: z.string().min(1).max(400) });

export const contentImageParamSchema = z.object({
  name: z.string().regex(/^[a-f0-9]{32}\.(png|gif|jpg|bmp)$/),
});
