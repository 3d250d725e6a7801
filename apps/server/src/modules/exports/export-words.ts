import type { Language } from '@poolside/contract/languages';

/** The words of a printed export (the PDF's heading and footer) in the reader's language. */
const words: Record<Language, { printed: string; page: string }> = {
  eng: { printed: 'Printed on {date}', page: 'Page {n}' },
  fra: { printed: 'Imprimé le {date}', page: 'Page {n}' },
  spa: { printed: 'Impreso el {date}', page: 'Página {n}' },
};

export function printedWords(language: Language, date: string): string {
  return (words[language] ?? words.eng).printed.replace('{date}', date);
}

export function pageWords(language: Language, page: number): string {
  return (words[language] ?? words.eng).page.replace('{n}', String(page));
}
