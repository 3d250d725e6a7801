import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderSummary } from '../../../test/orders';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { OrdersPage } from './orders-page';

const partner = sessionOf({
  type: { ...sessionOf().user.type, id: 6, name: 'Service centre' },
  company: { id: 3, number: '3001', name: 'Clear Pools', kind: 'service_centre', currency: 'EUR' },
});
const staff = sessionOf();

const rows = [
  orderSummary({ id: 42, totalPrice: 123_450, city: 'Madrid', country: 'ES', shippingMethod: 'AIR' }),
  orderSummary({ id: 41 }),
];

async function renderOrders(session = partner, answer: unknown = { rows, total: 2, currency: 'EUR' }) {
  const sent: SentRequest[] = [];
  server.use(api.get('/order', answer, sent));
  const router = await renderRoutes(
    [
      { path: '/spares/orders', Component: OrdersPage },
      { path: '/spares/orders/:id', element: <p>Order page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/spares/orders',
    ['common', 'spares'],
    signedInClient(session),
  );
  return { sent, router };
}

const headers = () =>
  within(screen.getByRole('table', { name: 'My orders' })).getAllByRole('row')[0]?.textContent;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the order history', () => {
  it('lists the orders newest first with their destination, method and total in the currency', async () => {
    const { sent } = await renderOrders();
    const row = await screen.findByRole('row', { name: 'Order 42' });
    expect(sent[0]?.url.searchParams.get('sort')).toBe('-id');
    expect(within(row).getByText('#42')).toBeTruthy();
    expect(within(row).getByText('Madrid, Spain')).toBeTruthy();
    expect(within(row).getByText('Air')).toBeTruthy();
    expect(within(row).getByText('€1,234.50')).toBeTruthy();
    expect(screen.getByText('Amounts in your currency: EUR (€)')).toBeTruthy();
  });

  it("shows a service centre no customer column, and provider staff each order's customer", async () => {
    await renderOrders(partner);
    await screen.findByRole('row', { name: 'Order 42' });
    expect(headers()).not.toContain('Customer');
  });

  it("shows provider staff each order's customer", async () => {
    await renderOrders(staff);
    const row = await screen.findByRole('row', { name: 'Order 41' });
    expect(headers()).toContain('Customer');
    expect(within(row).getByText('3001 Clear Pools')).toBeTruthy();
  });

  it('opens an order from its row', async () => {
    const { router } = await renderOrders();
    await userEvent.click(await screen.findByRole('row', { name: 'Order 41' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/spares/orders/41'));
  });

  it('says when there are no orders yet', async () => {
    await renderOrders(partner, { rows: [], total: 0 });
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it('shows the error and goes home when the history cannot be loaded', async () => {
    const { router } = await renderOrders(partner, refusals.fatal());
    expect(await screen.findByText('Oops... Something went wrong!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
