import type { UploadKind } from '@poolside/contract/files';
import { apiFiles } from './api-files';

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** Uploads one file (multipart field `file`) and answers its id and name; throws ApiError (-25 invalid). */
export function uploadFile(file: File, kind: UploadKind = 'file') {
  return apiFiles.upload('/upload', fileForm(file), { query: { kind } });
}

/** Uploads an image for the text editor and answers the URL it is shown from. */
export function uploadEditorImage(file: File) {
  return apiFiles.upload('/wysiwygUpload', fileForm(file));
}

/** A shown file name, cut at 25 characters (spec 01 s5). */
export function shortFileName(name: string, max = 25): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}
