import { type RmaStatus, rmaStatuses } from '@poolside/contract/constants';
import { type Language, languages } from '@poolside/contract/languages';
import { languageTag, type TextValues, translate } from './i18n.ts';

// The words of exports and printed documents in the reader's language (locales/<language>/common.json and
// reports.json): status codes never appear raw (the web's common.json `status.*` says the same words).

/** An RMA status as a word; a code the words do not know is shown as stored. */
export function rmaStatusWord(language: Language, code: string): string {
  return (rmaStatuses as readonly string[]).includes(code)
    ? translate(language, `common:rmaStatus.${code}`)
    : code;
}

/** Lower case without accents, so "approuve" finds "Approuvé". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The RMA statuses a list's free text names: those whose code or word (in any language: the screens and the
 * exports show the words) contains the text, case and accents aside.
 */
export function rmaStatusesNamed(text: string): RmaStatus[] {
  const needle = folded(text.trim());
  if (!needle) return [];
  return rmaStatuses.filter(
    (code) =>
      folded(code).includes(needle) ||
      languages.some((language) => folded(rmaStatusWord(language, code)).includes(needle)),
  );
}

/** A line decision (APP/REJ) as the screens show it: approved yes or no; undecided is empty. */
export function lineStatusWord(language: Language, code: string | null): string {
  if (code === 'APP') return yesNoWord(language, true);
  if (code === 'REJ') return yesNoWord(language, false);
  return '';
}

export function yesNoWord(language: Language, value: boolean): string {
  return translate(language, value ? 'common:yes' : 'common:no');
}

export function finishedWord(language: Language): string {
  return translate(language, 'common:finished');
}

/** An export column: its key in the rows and in reports.json (`<report>.column.<key>`), its width. */
export type ReportColumn = { key: string; width?: number };

/** A report's columns with their headers in the reader's language (reports.json `<report>.column.<key>`). */
export function reportColumns(
  language: Language,
  report: string,
  columns: ReportColumn[],
): { header: string; key: string; width?: number }[] {
  return columns.map((c) => ({ header: translate(language, `reports:${report}.column.${c.key}`), ...c }));
}

/** A word of a report (reports.json `<report>.<key>`), e.g. a code of one of its columns. */
export const reportWord = (
  language: Language,
  report: string,
  key: string,
  values?: TextValues,
  fallback?: string,
) => translate(language, `reports:${report}.${key}`, values, fallback);

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the reader's language (ICU data of Node), as the screens show it; the code if unknown. */
export function countryWord(language: Language, code: string | null | undefined): string {
  if (!code) return '';
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([languageTag(language)], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
