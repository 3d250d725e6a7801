// The server's exports and notifications word feedback codes with the contract's `feedbackWords`; the
// screens with the locale files. Both must say the same words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { feedbackWords } from '@poolside/contract/feedback';
import { describe, expect, it } from 'vitest';

const locales = path.resolve(import.meta.dirname, '../../locales');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')) as Record<string, never>;

/** Where each list of words lives in the screen's translations. */
const screenPlaces = {
  menu: (f: Record<string, never>) => f.menu,
  formType: (f: Record<string, never>) => f.formType,
  shipmentType: (f: Record<string, never>) => f.shipmentType,
  complaintType: (f: Record<string, Record<string, never>>) => f.option.complaintTypes,
  department: (f: Record<string, Record<string, never>>) => f.option.departments,
} as const;

describe('feedback words', () => {
  for (const language of ['eng', 'fra', 'spa'] as const) {
    it(`are the screen's words in ${language} (topic, sub-topic, shipment type, status, complaint, department)`, () => {
      const feedback = read(language, 'feedback.json');
      for (const [list, place] of Object.entries(screenPlaces)) {
        const words = feedbackWords[list as keyof typeof screenPlaces] as Record<
          string,
          Record<string, string>
        >;
        const screen = place(feedback as never) as Record<string, string>;
        for (const [code, word] of Object.entries(words))
          expect(`${list}.${code}: ${word[language]}`).toBe(`${list}.${code}: ${screen[code]}`);
      }
      const statuses = (
        read(language, 'common.json') as Record<string, Record<string, Record<string, string>>>
      ).status.feedback;
      for (const [code, word] of Object.entries(feedbackWords.status)) {
        expect(`status.${code}: ${word[language]}`).toBe(`status.${code}: ${statuses[code]}`);
      }
    });
  }
});
