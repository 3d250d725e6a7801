import { z } from 'zod';
import { uploadKinds, uploadMaxMb } from './constants.ts';
import { queryRecordIdSchema } from './db-int.ts';

export const uploadKindNames = ['image', 'file'] as const;
export type UploadKind = (typeof uploadKindNames)[number];
export type UploadExtension = (typeof uploadKinds)['file'][number];

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Is this extension allowed for the kind (spec 02 "Uploads": images, or files that add documents)? */
export function isAllowedExtension(name: string, kind: UploadKind): boolean {
  return (uploadKinds[kind] as readonly string[]).includes(extensionOf(name));
}

/** Why an upload would be refused, in the server's words (-25 type, -6 `file` too big, -12 `file` empty). */
export type UploadProblem = 'fileInvalid' | 'fileTooBig' | 'fileEmpty';

/**
 * The upload rule a screen checks before sending and the server checks again: the name's extension is
 * allowed for the kind, the file is not empty, and not larger than the limit (the server passes its
 * configured UPLOAD_MAX_MB; screens use the default). The server also sniffs the content, which only it can.
 */
export function uploadProblemOf(
  file: { name: string; size: number },
  kind: UploadKind,
  maxBytes: number = uploadMaxMb * 1024 * 1024,
): UploadProblem | null {
  if (!isAllowedExtension(file.name, kind)) return 'fileInvalid';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > maxBytes) return 'fileTooBig';
  return null;
}

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
