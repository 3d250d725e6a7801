import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyDefaultVariables, themeVariablesCss } from './mantine-css';

describe('the theme variables written by the build', () => {
  it('holds what MantineProvider would have written: the app theme where it differs from the default', () => {
    const css = themeVariablesCss();
    expect(css.startsWith('@layer mantine {')).toBe(true);
    // Primary shade 8 and the darker dimmed grey (contrast), the system font stack.
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme="light"\]\{[^}]*--mantine-color-anchor: var\(--mantine-color-blue-8\)/,
    );
    expect(css).toMatch(/--mantine-color-dimmed: #495057/);
    expect(css).toMatch(/:root\{[^}]*--mantine-font-family: system-ui/);
    // Not the defaults again (default-css-variables.layer.css has them).
    expect(css).not.toContain('--mantine-color-blue-0:');
  });
});

describe("Mantine's default variables computed on first use", () => {
  // (the package's `exports` hide its files: from its entry, <package>/cjs/index.cjs, up one)
  const entry = createRequire(import.meta.url).resolve('@mantine/core');
  const file = path.join(
    path.dirname(entry),
    '../esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
  );

  it('no longer computes them when the module loads', () => {
    const code = lazyDefaultVariables(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(/^const defaultCssVariables = /m);
    expect(code).toContain('defaultCssVariablesOf().variables[key]');
    expect(code).not.toMatch(/defaultCssVariables\./);
  });

  it('fails the build when a Mantine release changes the line', () => {
    expect(() => lazyDefaultVariables('const x = 1;')).toThrow(/remove-default-variables/);
  });
});
