import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { badgeLabel, NotificationBell } from './notification-bell';
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

  it('polls first after 10 s, shows up to 10, marks the shown ones viewed when opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notSeen = Array.from({ length: 12 }, (_, i) => note(i + 1));
    const requests = fakeFetch((r) => (r.method === 'GET' ? ok({ seen: [], notSeen }) : ok({ count: 10 })));
    const router = createMemoryRouter([{ path: '/', Component: NotificationBell }]);
    await renderWithProviders(<RouterProvider router={router} />, ['common', 'notifications']);
    expect(requests.filter((r) => r.url.pathname === '/api/notifications')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(screen.getByText('10+')).toBeTruthy());
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ method: 'setViewed', ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  });
});
