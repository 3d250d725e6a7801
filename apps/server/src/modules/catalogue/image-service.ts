import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { recordUsageEvent } from '../statistics/index.ts';
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
  if (key.startsWith('demo/')) {
    // Generated from the key on each request (small SVGs and one-page PDFs; browsers keep them a day), never
    // stored: requests from outside cannot grow file storage.
    const demo = generateDemoMedia(key);
    if (!demo) throw new AppError('notFound');
    return demo;
  }
  const stored = await deps.storage.get(key);
  if (!stored) throw new AppError('notFound');
  return { body: stored, mime };
}

/** A document downloaded (?download=1): a logged-in reader's download is a FILE event (statistics). */
export async function downloadCatalogueMedia(deps: Deps, key: string, viewer: Actor | null) {
  const media = await getCatalogueMedia(deps, key);
  if (viewer) {
    const name = key.split('/').pop() ?? key;
    recordUsageEvent(deps, { type: 'FILE', userId: viewer.userId, companyId: viewer.companyId, path: name });
  }
  return media;
}
