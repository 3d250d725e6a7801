import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const others = ['fra', 'spa'] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

function read(language: string, file: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')));
}

/**
 * Texts that are the same word in English, French and Spanish (cognates, names, codes). Any other value
 * equal to its English one is English left in a translation and fails the test.
 */
const sameInEveryLanguage = new Set([
  'Action',
  'Administration',
  'Certifications',
  'Date',
  'Description',
  'Documents',
  'E-mail',
  'FAQ',
  'General',
  'Image (png, gif, jpg, bmp)',
  'Logo',
  'Message',
  'Notification',
  'Notifications',
  'RMA',
  'Robot',
  'Robots',
  'Type',
  'Digital',
  'Client',
  'Documentation',
  'Production',
  'Cable',
  'Rectangular',
  'Excel (.xlsx)',
  'PDF',
  'Code',
  'Captcha',
]);
/** The text without its {{placeholders}}: "{{label}}: {{value}}" has no words to translate. */
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
const isSameInEveryLanguage = (text: string) =>
  sameInEveryLanguage.has(text) ||
  /^[+\d\s().-]+(ext\. \d+)?$/.test(text) ||
  !/[a-z]{3,}/i.test(wordsOf(text));

const namespaces = readdirSync(path.join(dir, 'eng')).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('has namespaces', () => expect(namespaces.length).toBeGreaterThan(0));

  for (const file of namespaces) {
    for (const language of others) {
      it(`${language}/${file} has every key of eng/${file}`, () => {
        const eng = read('eng', file);
        const translated = read(language, file);
        const missing = Object.keys(eng).filter((key) => !(key in translated) || translated[key] === '');
        expect(missing).toEqual([]);
      });

      it(`${language}/${file} is translated, not a copy of English`, () => {
        const eng = read('eng', file);
        const translated = read(language, file);
        const copies = Object.keys(eng).filter(
          (key) =>
            /[a-z]{3,}/i.test(eng[key] ?? '') &&
            translated[key] === eng[key] &&
            !isSameInEveryLanguage(eng[key] ?? ''),
        );
        expect(copies.map((key) => `${key}: ${eng[key]}`)).toEqual([]);
      });
    }
  }
});
