import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { Cart } from '@poolside/contract/spares';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { partRow } from '../../../test/orders';
import { type FakeRequest, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { MakeOrderPage } from './make-order-page';

const row = partRow();

function cartOf(quantity: number): Cart {
  const items = quantity
    ? [
        {
          pn: 'AB-BRS-01',
          description: 'Brush',
          quantity,
          hasPrice: true,
          listPrice: 1995,
          itemPrice: 1995,
          linePrice: 1995 * quantity,
        },
      ]
    : [];
  return {
    items,
    itemsTotal: 1995 * quantity,
    shippingMethod: 'SEA',
    shippingPrice: 4500,
    shippingPrices: { SEA: 4500, AIR: 11000, OTHER: 0 },
    totalPrice: 1995 * quantity + 4500,
    totalQuantity: quantity,
    discountPercent: 0,
    currency: 'USD',
    orderID: null,
  } as Cart;
}

/** A server whose cart grows by what each POST adds (as the real one would without idempotency). */
function fakeServer() {
  let inCart = 0;
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/robots/parts') return ok({ rows: [row], hasMore: false });
    if (path === '/api/cart') return ok(cartOf(inCart));
    if (path === '/api/cart/AB-BRS-01' && request.method === 'POST') {
      inCart += (request.body as { quantity: number }).quantity;
      return ok(cartOf(inCart));
    }
    return { status: 404, body: { status: false, code: -1, data: null } };
  });
}

async function renderPage() {
  const router = createMemoryRouter([{ path: '/spares/make_order/:pn', Component: MakeOrderPage }], {
    initialEntries: ['/spares/make_order/AB-BRS-01'],
  });
  await renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'spares'],
  );
  return screen.findAllByRole('button', { name: 'Add AB-BRS-01 to the cart' });
}

const adds = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/cart/AB-BRS-01');

describe('adding a part to the cart from the search', () => {
  beforeEach(() => notifications.clean());

  it('adds once on a double click, says so in a notification (no dialog) and counts the cart', async () => {
    const requests = fakeServer();
    const [add] = await renderPage();
    const quantity = screen.getAllByLabelText('Quantity of AB-BRS-01')[0];
    // Whole numbers: the phone's digit keypad, not the decimal one.
    expect(quantity.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await screen.findByText('3 × AB-BRS-01 added to your cart.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeTruthy();
    expect(adds(requests)).toHaveLength(1);
    expect(adds(requests)[0].body).toMatchObject({
      quantity: 3,
      idempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the next add its own key (it adds again)', async () => {
    const requests = fakeServer();
    const [add] = await renderPage();
    fireEvent.click(add);
    await waitFor(() => expect(adds(requests)).toHaveLength(1));
    await screen.findByRole('link', { name: 'Cart (1)' });
    fireEvent.click(add);
    await waitFor(() => expect(adds(requests)).toHaveLength(2));
    const [first, second] = adds(requests).map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
    expect(await screen.findByRole('link', { name: 'Cart (2)' })).toBeTruthy();
  });
});
