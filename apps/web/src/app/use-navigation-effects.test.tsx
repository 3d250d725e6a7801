import { limits } from '@poolside/contract/constants';
import type { Dashboard } from '@poolside/contract/dashboard';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { sessionQueryKey } from '../lib/session';
import { fakeFetch, ok } from '../test/render';
import { usePageViewStatistic } from './use-navigation-effects';

const session = { user: { id: 7, name: 'Sam' } } as unknown as Dashboard;

function Root() {
  usePageViewStatistic();
  return null;
}

function Page() {
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: Root, children: [{ path: '*', Component: Page }] }],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const pageViews = (requests: { url: URL; method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/statistics/pageView');

describe('page-view statistic (PVU)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('records nothing for /login, even when the login ends within the second', async () => {
    queryClient.setQueryData(sessionQueryKey, null);
    const requests = fakeFetch(() => ok(null));
    renderAt('/login');
    await act(async () => vi.advanceTimersByTime(limits.pageViewDelayMs / 2));
    // The user logs in quickly: the session is there before the second is over.
    queryClient.setQueryData(sessionQueryKey, session);
    await act(async () => vi.advanceTimersByTime(limits.pageViewDelayMs * 3));
    expect(pageViews(requests)).toHaveLength(0);
  });

  it('records a page seen logged in once (also under StrictMode), and not a page left by a logout', async () => {
    queryClient.setQueryData(sessionQueryKey, session);
    const requests = fakeFetch(() => ok(null));
    const router = renderAt('/faq');
    await act(async () => vi.advanceTimersByTime(limits.pageViewDelayMs + 10));
    expect(pageViews(requests).map((r) => r.body)).toEqual([{ path: '/faq' }]);

    // A search change is no new page.
    await act(async () => router.navigate('/faq?q=pump'));
    await act(async () => vi.advanceTimersByTime(limits.pageViewDelayMs + 10));
    expect(pageViews(requests)).toHaveLength(1);

    // The user logs out within the second after opening /news: nothing for /news, nothing for /login.
    await act(async () => router.navigate('/news'));
    queryClient.setQueryData(sessionQueryKey, null);
    await act(async () => router.navigate('/login'));
    await act(async () => vi.advanceTimersByTime(limits.pageViewDelayMs * 3));
    expect(pageViews(requests)).toHaveLength(1);
  });
});
