import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, toMajor, toMinor } from './money.ts';

describe('the one money formatter', () => {
  it('writes an amount as the reader language does, with the spec symbols (EUR €, ILS ₪, others $)', () => {
    expect(formatMoney(420, 'USD', 'eng')).toBe('$420.00');
    expect(formatMoney(420, 'USD', 'fra')).toBe('420,00\u00a0$');
    expect(formatMoney(1234.5, 'EUR', 'fra')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(950, 'ILS', 'spa')).toBe('950,00\u00a0₪');
    expect(formatMoney(12.5, 'NIS', 'eng')).toBe('₪12.50');
  });

  it('writes minor units (spare parts) the same way as major units (credits, refunds)', () => {
    for (const language of ['eng', 'fra', 'spa'] as const) {
      expect(formatMinor(2502, 'EUR', language)).toBe(formatMoney(25.02, 'EUR', language));
      expect(formatMinor(42000, 'USD', language)).toBe(formatMoney(420, 'USD', language));
    }
  });

  it('converts a decimal amount to minor units and back without a cent lost', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1234567.89)).toBe(123456789);
    for (let cents = 0; cents < 100_000; cents += 7) expect(toMajor(toMinor(cents / 100))).toBe(cents / 100);
  });
});
