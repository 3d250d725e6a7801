// The server's words (locales/<language>/<namespace>.json): every key in eng, fra and spa, none empty, a French
// or Spanish text never English left in place, and the same placeholders in every language.
import { describe, expect, it } from 'vitest';
import { readServerResources, translate } from '../lib/i18n.ts';

/** Every text of a namespace by its key path ("RMA.title", "orderPlaced.body.0"). */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

/** Words that are the same in English, French and Spanish (codes, names). */
const sameInEveryLanguage = new Set(['#', 'ID', 'RMA', 'Robot', 'Total']);

/** Words that are the same in English and one of the other languages. */
const sameIn: Record<'fra' | 'spa', Set<string>> = {
  fra: new Set([
    'Action',
    'Client',
    'Date',
    'Description',
    'Documentation',
    'E-mail',
    'FAQ',
    'Message',
    'Page',
    'Page {{n}}',
    'Production',
    'Type',
  ]),
  spa: new Set(['No', 'Total: {{total}}', 'Poolside Portal: {{title}}']),
};

/** A text with no word of its own ("{{title}}", "{{label}}: {{value}}") has nothing to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((m) => m[1]).sort();

const resources = readServerResources();
const namespaces = Object.keys(resources.eng);

describe('the server words', () => {
  it('has the namespaces of every kind of text', () =>
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'mail', 'notifications', 'reports'])));

  for (const namespace of namespaces) {
    const eng = flatten(resources.eng[namespace]);

    it(`${namespace}: every English key has a non-empty text`, () => {
      expect(Object.keys(eng).filter((key) => typeof eng[key] !== 'string' || eng[key] === '')).toEqual([]);
    });

    for (const language of ['fra', 'spa'] as const) {
      const other = flatten(resources[language][namespace] ?? {});

      it(`${language}/${namespace} has exactly the English keys, none empty`, () => {
        const missing = Object.keys(eng).filter((key) => typeof other[key] !== 'string' || other[key] === '');
        const extra = Object.keys(other).filter((key) => !(key in eng));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${language}/${namespace} is translated, with the same placeholders`, () => {
        const copies = Object.keys(eng).filter((key) => {
          const text = eng[key] as string;
          return (
            other[key] === text &&
            hasWords(text) &&
            !sameInEveryLanguage.has(text) &&
            !sameIn[language].has(text)
          );
        });
        const placeholders = Object.keys(eng).filter(
          (key) =>
            typeof other[key] === 'string' &&
            placeholdersOf(eng[key] as string).join() !== placeholdersOf(other[key] as string).join(),
        );
        expect({ copies, placeholders }).toEqual({ copies: [], placeholders: [] });
      });
    }
  }

  it('fills placeholders, leaves a value as typed and falls back to English or to what the caller gives', () => {
    expect(translate('fra', 'reports:page', { n: 3 })).toBe('Page 3');
    expect(translate('spa', 'mail:greeting', { name: '$t(common:yes) {{name}} <b>' })).toBe(
      'Hola, $t(common:yes) {{name}} <b>:',
    );
    expect(translate('eng', 'mail:greeting', {})).toBe('Hello ,');
    expect(translate('fra', 'reports:nothing.here', { n: 1 }, '{{n}} kept')).toBe('1 kept');
    expect(translate('xx' as 'eng', 'common:yes')).toBe('Yes');
    expect(translate('fra', 'reports:nothing.here', undefined, '{{kept}}')).toBe('{{kept}}');
  });
});
