import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateDemoMedia } from './demo-images.ts';

const mimeByExtension: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Catalogue media by storage key (only under catalogue/ or demo/, never uploaded user files). */
export async function getCatalogueMedia(deps: Deps, key: string): Promise<{ body: Buffer; mime: string }> {
  const isCatalogueKey = /^(catalogue|demo)\/[A-Za-z0-9/_-]+\.[a-z]{3,4}$/.test(key) && !key.includes('..');
  const mime = mimeByExtension[key.split('.').pop() ?? ''];
  if (!isCatalogueKey || !mime) throw new AppError('notFound');
  const stored = await deps.storage.get(key);
  if (stored) return { body: stored, mime };
  const demo = generateDemoMedia(key);
  if (!demo) throw new AppError('notFound');
  await deps.storage.put(key, demo.body, demo.mime);
  return demo;
}
