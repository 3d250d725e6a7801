import type { Language } from '@poolside/contract/languages';
import { translate } from '../../lib/i18n.ts';

/** The words of a printed export (the PDF's heading and footer) in the reader's language (reports.json). */
export function printedWords(language: Language, date: string): string {
  return translate(language, 'reports:printedOn', { date });
}

export function pageWords(language: Language, page: number): string {
  return translate(language, 'reports:page', { n: page });
}

/** A report's title (the PDF's heading, the job's label): reports.json `<report>.title`, else its name. */
export function reportTitle(language: Language, report: string): string {
  return translate(language, `reports:${report}.title`, undefined, report);
}
