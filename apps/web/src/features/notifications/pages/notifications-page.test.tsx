import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

const rows = [
  {
    id: 5,
    type: 'RMA',
    title: 'RMA #42 updated',
    text: 'The status of RMA #42 is now Received.',
    dateCreateStr: '01/02/2026 10:00',
    dateCreate: 1_769_940_000,
    viewed: 0,
    params: { rmaId: 42, status: 'REC' },
  },
  {
    id: 6,
    type: 'UAP',
    title: 'Account activated',
    text: 'Your account is active.',
    dateCreateStr: '01/02/2026 09:00',
    dateCreate: 1_769_936_400,
    viewed: 0,
    params: {},
  },
];

function RmaPage() {
  return <p>RMA page</p>;
}

async function renderPage() {
  const requests = fakeFetch((r) => {
    if (r.url.pathname === '/api/notifications/page') return ok({ rows, total: rows.length });
    if (r.url.pathname === '/api/notifications/summary') return ok({ notSeenCount: 2, latest: rows });
    return ok({ count: 1 });
  });
  const router = createMemoryRouter(
    [
      { path: '/notifications', Component: NotificationsPage },
      { path: '/repairs/rma_history/:id', Component: RmaPage },
    ],
    { initialEntries: ['/notifications'] },
  );
  await renderWithProviders(<RouterProvider router={router} />, ['common', 'notifications']);
  return { requests, router };
}

describe('notifications page', () => {
  it('opens a row’s object from the keyboard (the bell’s target) and marks that one viewed', async () => {
    const { requests, router } = await renderPage();
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'RMA #42 updated' });
    // A row without an object to open offers no link.
    expect(screen.queryByRole('link', { name: 'Account activated' })).toBeNull();
    await user.tab();
    while (document.activeElement !== link && document.activeElement !== document.body) await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/rma_history/42'));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ method: 'setViewed', ids: [5] }),
    );
  });

  it('opens a row’s object on a click anywhere in the row', async () => {
    const { router } = await renderPage();
    await userEvent.click(await screen.findByText('The status of RMA #42 is now Received.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/rma_history/42'));
  });
});
