import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers the first page of the document: a fresh copy per test.
let pageFadeClass: (pathname: string) => string | undefined;
beforeEach(async () => {
  vi.resetModules();
  ({ pageFadeClass } = await import('./page-fade'));
});

describe('pageFadeClass', () => {
  it('shows the first page of a load at once, however often it renders', () => {
    expect(pageFadeClass('/')).toBeUndefined();
    expect(pageFadeClass('/')).toBeUndefined();
  });

  it('fades every page after the first, the first one too when the reader comes back to it', () => {
    pageFadeClass('/');
    expect(pageFadeClass('/repairs/rma_history')).toBe('page-fade');
    expect(pageFadeClass('/')).toBe('page-fade');
  });
});
