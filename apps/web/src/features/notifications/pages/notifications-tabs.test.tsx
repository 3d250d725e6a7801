import type { Notification } from '@poolside/contract/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { NotificationsPage } from './notifications-page';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 5,
    type: 'RMA',
    title: 'RMA #42 updated',
    text: 'The status of RMA #42 is now Received.',
    dateCreateStr: '01/02/2026 10:00',
    dateCreate: 1_769_940_000,
    viewed: 0,
    params: { rmaId: 42, status: 'REC' },
    ...overrides,
  } as Notification;
}

const unseen = [notification()];
const seen = [
  notification({
    id: 3,
    title: 'Order #41 shipped',
    text: 'Your order is on its way.',
    viewed: 1,
    type: 'ORD',
    params: { orderId: 41 },
  }),
];

/** The page with the pages of both tabs answered by `viewed`, and the summary by `summary`. */
async function renderPage(
  summary: unknown = { notSeenCount: 1, latest: unseen },
  rowsOf = (viewed: boolean) => (viewed ? seen : unseen),
) {
  const pages: SentRequest[] = [];
  const actions: SentRequest[] = [];
  server.use(
    api.get('/notifications/summary', summary),
    api.get(
      '/notifications/page',
      ({ url }) => {
        const rows = rowsOf(url.searchParams.get('viewed') === '1');
        return { rows, total: rows.length };
      },
      pages,
    ),
    api.post('/notifications', { count: 1 }, actions),
  );
  const router = await renderRoutes(
    [
      { path: '/notifications', Component: NotificationsPage },
      { path: '/spares/orders/:id', element: <p>Order page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/notifications',
    ['common', 'notifications'],
  );
  return { pages, actions, router };
}

describe('the notifications tabs', () => {
  it('counts the unseen ones on their tab and lists them, newest first, 20 a page', async () => {
    const { pages } = await renderPage({ notSeenCount: 7, latest: unseen });
    expect(await screen.findByRole('tab', { name: 'Not viewed (7)' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Not viewed' });
    expect(within(table).getByText('The status of RMA #42 is now Received.')).toBeTruthy();
    expect(within(table).getByText('01/02/2026 10:00')).toBeTruthy();
    const query = Object.fromEntries(pages[0]?.url.searchParams ?? []);
    expect(query).toMatchObject({ viewed: '0', pageSize: '20', sort: '-dateCreate', page: '1' });
  });

  it('shows the viewed ones on their own tab, asked for separately', async () => {
    const { pages } = await renderPage();
    await screen.findByRole('table', { name: 'Not viewed' });
    fireEvent.click(screen.getByRole('tab', { name: 'Viewed' }));
    const table = await screen.findByRole('table', { name: 'Viewed' });
    expect(await within(table).findByText('Your order is on its way.')).toBeTruthy();
    expect(within(table).queryByText('RMA #42 updated')).toBeNull();
    expect(pages.at(-1)?.url.searchParams.get('viewed')).toBe('1');
  });

  it('opens a viewed one without marking it viewed again', async () => {
    const { actions, router } = await renderPage();
    await screen.findByRole('table', { name: 'Not viewed' });
    fireEvent.click(screen.getByRole('tab', { name: 'Viewed' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Order #41 shipped' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/spares/orders/41'));
    expect(actions).toHaveLength(0);
  });

  it('says when a tab has no notification', async () => {
    const { pages } = await renderPage({ notSeenCount: 0, latest: [] }, () => []);
    expect(await screen.findByRole('tab', { name: 'Not viewed (0)' })).toBeTruthy();
    await waitFor(() => expect(pages).toHaveLength(1));
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.queryByText('RMA #42 updated')).toBeNull();
  });

  it('goes home with the error when the notifications cannot be loaded', async () => {
    const { router } = await renderPage(refusals.fatal());
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
