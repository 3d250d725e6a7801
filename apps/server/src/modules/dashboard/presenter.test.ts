import { describe, expect, it } from 'vitest';
import { summarize } from './presenter.ts';

describe('summarize (the news summary of the dashboard)', () => {
  it('keeps a text that fits as it is', () => {
    expect(summarize('Short news.', 170)).toBe('Short news.');
    expect(summarize('x'.repeat(170), 170)).toBe('x'.repeat(170));
  });

  it('cuts a longer text at a word boundary, within the limit, with an ellipsis', () => {
    const text = 'Our new pump motors reach every pool. '.repeat(8);
    const cut = summarize(text, 170);
    expect(cut.length).toBeLessThanOrEqual(170);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the text is a space: no word is cut in two.
    expect(text[kept.length]).toBe(' ');
    expect(kept).toBe(`${'Our new pump motors reach every pool. '.repeat(4)}Our new pump`);
  });

  it('drops the punctuation before the ellipsis, and cuts a single over-long word', () => {
    expect(summarize('First sentence, second part of it', 20)).toBe('First sentence…');
    expect(summarize('a'.repeat(200), 170)).toBe(`${'a'.repeat(169)}…`);
  });
});
