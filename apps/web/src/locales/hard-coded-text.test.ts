// No English typed straight into a screen. Every .tsx file of the app is parsed and its
// JSX text, and the literal values of the attributes a user reads or hears (aria-label, title, placeholder,
// label, ...), must come through t(); a literal with words in it fails the test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Words that are the same in every language (the product's name). */
const allowed = new Set(['Poolside Portal']);

/** Attributes whose value the user reads or a screen reader says. */
const spokenAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'description',
  'alt',
  'error',
  'emptyText',
  'caption',
  'confirmLabel',
  'cancelLabel',
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    // Tests and their fixtures (stub screens of a test) are not screens.
    const isTestFile = entry.name.includes('.test.') || entry.name.includes('.fixtures.');
    return entry.name.endsWith('.tsx') && !isTestFile ? [full] : [];
  });
}

type Node = { type?: string; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (n.type) visit(n);
  for (const [key, child] of Object.entries(n)) if (key !== 'span') walk(child, visit);
}

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !allowed.has(text.trim());

/** The user-visible literals of one file: JSX text and literal spoken attributes. */
export function literalsOf(code: string): string[] {
  const found: string[] = [];
  walk(parseSync(code, { syntax: 'typescript', tsx: true }), (n) => {
    if (n.type === 'JSXText' && hasWords(String(n.value))) found.push(String(n.value).trim());
    if (n.type === 'JSXAttribute') {
      const name = n.name as Node;
      const attribute = name.type === 'Identifier' ? String(name.value) : '';
      let value = n.value as Node | null;
      if (value?.type === 'JSXExpressionContainer') value = value.expression as Node;
      if (!spokenAttributes.has(attribute) || !value) return;
      if (value.type === 'StringLiteral' && hasWords(String(value.value)))
        found.push(`${attribute}="${String(value.value)}"`);
      if (value.type === 'TemplateLiteral') {
        const quasis = (value.quasis as Node[]).map((q) => String(q.raw ?? ''));
        if (quasis.some(hasWords)) found.push(`${attribute}={\`${quasis.join('…')}\`}`);
      }
    }
  });
  return found;
}

describe('no hard-coded user-visible text', () => {
  it('finds a literal when there is one (the scan works)', () => {
    expect(
      literalsOf(
        'export const A = () => <button aria-label="Close" title={`Go $' + '{x}`}>Save it</button>;',
      ),
    ).toEqual(['aria-label="Close"', 'title={`Go …`}', 'Save it']);
    expect(literalsOf("export const B = () => <b aria-label={t('close')}>{t('save')} #</b>;")).toEqual([]);
  });

  it('every .tsx screen says its words through t()', () => {
    const files = tsxFiles(src);
    expect(files.length).toBeGreaterThan(50);
    const left = files.flatMap((file) =>
      literalsOf(readFileSync(file, 'utf8')).map((text) => `${path.relative(src, file)}: ${text}`),
    );
    expect(left).toEqual([]);
  });
});
