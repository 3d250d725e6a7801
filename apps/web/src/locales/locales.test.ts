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
        const keys = Object.keys(eng).filter((key) => /[a-z]{4,}/i.test(eng[key] ?? ''));
        const copies = keys.filter((key) => translated[key] === eng[key]);
        // Names (FAQ, OK, RMA, brand names) may stay; most texts must differ.
        expect(copies.length).toBeLessThanOrEqual(Math.max(2, Math.floor(keys.length * 0.2)));
      });
    }
  }
});
