import { complaintTypes, departments } from '@poolside/contract/feedback';
import type { Language } from '@poolside/contract/languages';
import type { StatisticsReportType } from '@poolside/contract/statistics';
import { translate } from '../../lib/i18n.ts';

// The words of the statistics Excel files in the reader's language: statistics.json (the screen's are the
// web's locales/*/reports.json, the same words).

const languageOf = (language: string): Language =>
  language === 'fra' || language === 'spa' ? language : 'eng';

export function reportTitle(language: string, type: StatisticsReportType): string {
  return translate(languageOf(language), `statistics:title.${type}`);
}

export function columnHeader(language: string, key: string): string {
  return translate(languageOf(language), `statistics:column.${key}`, undefined, key);
}

/** A department or complaint-type code, or a root reason, as a word; '' is "not stated". */
export function codeWord(language: string, code: string): string {
  if (code === '') return translate(languageOf(language), 'statistics:notStated');
  return translate(languageOf(language), `statistics:code.${code}`, undefined, code);
}

/** Every code the words know (checked by the tests against the contract's lists). */
export const wordedCodes = [...departments, ...complaintTypes];
