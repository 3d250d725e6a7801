import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks these browser APIs that Mantine and mantine-datatable use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      // A wide desktop screen: min-width queries match, max-width and preference queries do not.
      matches: /min-width/.test(query) || query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
// Mantine's autosize Textarea listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
