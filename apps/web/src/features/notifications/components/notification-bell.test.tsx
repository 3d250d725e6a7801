import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { badgeLabel, NotificationBell } from './notification-bell';
import { notificationTarget } from '../notification-target';
import { notificationColor } from './notification-icon';

const note = (id: number, viewed = 0) => ({
  id,
  type: id % 2 ? 'RMA' : 'NEW',
  title: `Title ${id}`,
  text: `Text ${id}`,
  dateCreateStr: '01/02/2026 10:00',
  dateCreate: 1_769_940_000,
  viewed,
  params: {},
});

function RmaPage() {
  return <p>RMA page</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notification bell', () => {
  it('caps the badge at 10+ and colours COM, FEE, RMA red', () => {
    expect(badgeLabel(3)).toBe('3');
    expect(badgeLabel(10)).toBe('10');
    expect(badgeLabel(11)).toBe('10+');
    expect(notificationColor('RMA')).toBe('red');
    expect(notificationColor('FEE')).toBe('red');
    expect(notificationColor('COM')).toBe('red');
    expect(notificationColor('NEW')).toBe('green');
  });

  it('polls the summary first after 10 s, shows the 10 latest, marks the shown ones viewed when opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const latest = Array.from({ length: 10 }, (_, i) => note(i + 1));
    const requests = fakeFetch((r) =>
      r.method === 'GET' ? ok({ notSeenCount: 12, latest }) : ok({ count: 10 }),
    );
    const router = createMemoryRouter([{ path: '/', Component: NotificationBell }]);
    await renderWithProviders(<RouterProvider router={router} />, ['common', 'notifications']);
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/notifications'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(screen.getByText('10+')).toBeTruthy());
    // One small answer: the bell never loads the full lists.
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/notifications/summary']);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ method: 'setViewed', ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  });

  it('opened before the first poll, loads at once: a loader, then the list, then marks the shown ones viewed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    const latest = [note(1), note(2, 1)];
    const requests = fakeFetch((r) =>
      r.method === 'GET' ? ok({ notSeenCount: 1, latest }) : ok({ count: 1 }),
    );
    // The summary answers only once released, so the loader can be seen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return answer(...args);
    });
    const router = createMemoryRouter([{ path: '/', Component: NotificationBell }]);
    await renderWithProviders(<RouterProvider router={router} />, ['common', 'notifications']);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No notifications')).toBeNull();
    release();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ method: 'setViewed', ids: [1] });
    // Well before the first poll's 10 s.
    expect(Date.now() - start).toBeLessThan(10_000);
  });

  it('opens the notification’s object on click (an RMA goes to its history page)', async () => {
    const latest = [{ ...note(1, 1), type: 'RMA', params: { rmaId: 42, status: 'REC' } }];
    fakeFetch((r) => (r.method === 'GET' ? ok({ notSeenCount: 0, latest }) : ok({ count: 0 })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = createMemoryRouter([
      { path: '/', Component: NotificationBell },
      { path: '/repairs/rma_history/:id', Component: RmaPage },
    ]);
    await renderWithProviders(<RouterProvider router={router} />, ['common', 'notifications']);
    await vi.advanceTimersByTimeAsync(10_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByTestId('notification-bell'));
    await user.click(await screen.findByText('Title 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/rma_history/42'));
  });
});

describe('notificationTarget', () => {
  it('links each object type to its screen, and nothing when there is none', () => {
    expect(notificationTarget({ type: 'RMA', params: { rmaId: 7 } })).toBe('/repairs/rma_history/7');
    expect(notificationTarget({ type: 'NTW', params: { sn: 'SN1' } })).toBe('/repairs/history/SN1');
    expect(notificationTarget({ type: 'NEW', params: { contentId: 3 } })).toBe('/news/3');
    expect(notificationTarget({ type: 'USR', params: { userId: 9 } })).toBe('/users/9');
    expect(notificationTarget({ type: 'ORD', params: { orderId: 12 } })).toBe('/spares/orders/12');
    expect(notificationTarget({ type: 'COM', params: { requestId: 4, sn: 'SN1' } })).toBe(
      '/repairs/complete_unit_requests/4',
    );
    expect(notificationTarget({ type: 'UAP', params: {} })).toBeNull();
    expect(notificationTarget({ type: 'RMA', params: {} })).toBeNull();
  });
});
