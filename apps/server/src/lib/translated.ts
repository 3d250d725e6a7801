import type { Language } from '@poolside/contract/languages';
import type { Translated } from '../db/schema/complete-units.ts';

/** A stored title (an option's, a report word's) in the reader's language: English when it has none. */
export function titleIn(title: Translated | null | undefined, language: Language): string {
  if (!title) return '';
  return title[language] || title.eng || '';
}
