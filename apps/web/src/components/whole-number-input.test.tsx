import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { WholeNumberInput } from './whole-number-input';

function Field() {
  const [value, setValue] = useState<number | string>('');
  return <WholeNumberInput label="Quantity" value={value} onChange={setValue} min={1} max={100} />;
}

describe('the whole-number field', () => {
  it('opens the digit keypad on a phone (inputmode numeric), not the decimal one', async () => {
    await renderWithProviders(<Field />);
    const input = screen.getByLabelText('Quantity');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('accepts no decimal separator and no minus sign', async () => {
    await renderWithProviders(<Field />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(input, '2,5');
    expect(input.value).toBe('25');
    await user.clear(input);
    await user.type(input, '3.7');
    expect(input.value).toBe('37');
    await user.clear(input);
    await user.type(input, '-4');
    expect(input.value).toBe('4');
    fireEvent.blur(input);
  });
});

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('number fields of the app', () => {
  it('a NumberInput states its decimals; a whole number is a WholeNumberInput', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const offenders = screenFiles(src).flatMap((file) => {
      if (file.endsWith('whole-number-input.tsx')) return [];
      const text = readFileSync(file, 'utf8');
      // Each <NumberInput ...> element up to its end: a decimal field says its decimalScale.
      const elements = text.match(/<NumberInput\b[\s\S]*?\/>/g) ?? [];
      return elements.filter((element) => !/decimalScale=/.test(element)).map(() => path.relative(src, file));
    });
    expect(offenders).toEqual([]);
  });
});
