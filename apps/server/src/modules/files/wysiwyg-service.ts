import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload } from './file-check.ts';
import { type IncomingFile, randomKey } from './upload-service.ts';

const editorImageExtensions: Record<string, string> = {
  png: 'png',
  gif: 'gif',
  jpg: 'jpg',
  jpeg: 'jpg',
  bmp: 'bmp',
};

/** Stores an image of the rich-text editor under content-images/ and answers the URL its src takes. */
export async function saveEditorImage(deps: Deps, file: IncomingFile) {
  const checked = await checkUpload(file.filename, file.body, 'image');
  const ext = editorImageExtensions[checked.ext];
  if (!ext) throw new AppError('fileInvalid');
  const key = randomKey('content-images', ext);
  await deps.storage.put(key, file.body, checked.mime);
  return { url: `/api/content-images/${key.slice('content-images/'.length)}` };
}
