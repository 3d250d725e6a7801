import { describe, expect, it } from 'vitest';
import { isBlankText, requiredTextSchema, textSchema, trimText } from './text.ts';

describe('text with nothing visible', () => {
  it('is trimmed of white space, zero-width and format characters at both ends, not inside', () => {
    expect(trimText('\u200b Bob \u200d\ufeff')).toBe('Bob');
    expect(trimText('\u00ad\u2060\u3164')).toBe('');
    // A joiner inside text is part of it (emoji sequences, scripts that need it).
    expect(trimText('a\u200db')).toBe('a\u200db');
    expect(trimText('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('is missing for a required field, and empty for an optional one', () => {
    for (const blank of ['', '  ', '\u200b', '\u200b\u200c\u200d', '\ufeff', '\u2060\u00ad', '\u202e']) {
      expect(isBlankText(blank), JSON.stringify(blank)).toBe(true);
      expect(requiredTextSchema(10).safeParse(blank).success).toBe(false);
      expect(textSchema(10).parse(blank)).toBe('');
    }
    expect(isBlankText(undefined)).toBe(true);
    expect(isBlankText(null)).toBe(true);
    expect(isBlankText('x')).toBe(false);
    expect(requiredTextSchema(10).parse('\u200b x ')).toBe('x');
    expect(requiredTextSchema(3).safeParse('abcd').success).toBe(false);
  });
});
