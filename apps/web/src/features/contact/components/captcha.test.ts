import { describe, expect, it } from 'vitest';
import { shortFileName } from '../../../lib/upload';
import { waitForToken } from './captcha';

describe('captcha token wait', () => {
  it('answers the token as soon as it appears', async () => {
    let token: string | null = null;
    setTimeout(() => {
      token = 'abc';
    }, 250);
    const started = Date.now();
    expect(await waitForToken(() => token, 5000, 100)).toBe('abc');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up with null after the wait', async () => {
    expect(await waitForToken(() => null, 300, 100)).toBeNull();
  });
});

describe('shown file names', () => {
  it('are cut at 25 characters', () => {
    expect(shortFileName('short.pdf')).toBe('short.pdf');
    expect(shortFileName('a-rather-long-invoice-file-name.pdf')).toHaveLength(25);
  });
});
