import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

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
// The news carousel (embla) watches its slides.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  (window as unknown as { IntersectionObserver: typeof IntersectionObserverStub }).IntersectionObserver =
    IntersectionObserverStub;
}
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};

// findBy and waitFor wait up to 3 s: the machines that run the tests are small and shared, and each answer
// passes through msw's interceptor.
configure({ asyncUtilTimeout: 3000 });

// A request that no handler answers fails at the network (as offline) and fails the test after it: a page
// calling what its test did not foresee is seen, not answered by chance.
const unhandled: Promise<string>[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push(frame.getUnhandledMessage());
      defaults.error();
    },
  }),
);
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  const messages = await Promise.all(unhandled.splice(0));
  if (messages.length > 0) throw new Error(`Requests no handler answered:\n${messages.join('\n')}`);
});

// One worker runs many files in one document with the libraries loaded once (vitest.config.ts: isolate false).
// After each file the worker is put back as a fresh page would find it: the app's own modules are evaluated
// anew for the next file (their state: the shared query client, the dialog host, the language chosen at
// start, the loaders' once-only work), and what lives outside them (the libraries' stores, the document,
// the storage, the clock, the stubs) is reset here.
afterAll(async () => {
  server.close();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
  modals.closeAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.title = '';
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  // i18next is one instance for the worker: the next file's i18n module initialises it again.
  i18next.off('languageChanged');
  vi.resetModules();
});
