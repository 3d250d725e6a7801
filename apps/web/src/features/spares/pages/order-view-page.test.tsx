import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order } from '../../../test/orders';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server } from '../../../test/server';
import { OrderViewPage } from './order-view-page';

async function renderOrder(path = '/spares/orders/41') {
  return renderRoutes(
    [
      { path: '/spares/orders/:id', Component: OrderViewPage },
      { path: '/spares/orders', element: <p>Orders list</p> },
    ],
    path,
    ['common', 'spares'],
  );
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('an order', () => {
  it('shows who placed it, where it goes, its priced lines and totals', async () => {
    server.use(api.get('/order/:id', ({ params }) => (params.id === '41' ? order() : refusals.notFound())));
    await renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeTruthy();
    expect(screen.getByText('02/05/2026 · 3001 Clear Pools · Ana Pool')).toBeTruthy();
    expect(screen.getByText('69001 Lyon, France')).toBeTruthy();
    expect(screen.getByText('PO-2026-7')).toBeTruthy();
    expect(screen.getByText('Leave at the gate')).toBeTruthy();
    // An empty fact (salesman) is not shown at all.
    expect(screen.queryByText('Salesman:')).toBeNull();
    const lines = within(screen.getAllByRole('table')[0] as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(cells(lines[1] as HTMLElement)).toEqual(['BRS-2Brush', 'Brush', '2', '€15.00', '€30.00']);
    expect(screen.getByText('Shipping (Sea)')).toBeTruthy();
    expect(screen.getByText('€25.00')).toBeTruthy();
    expect(screen.getByText('€145.00')).toBeTruthy();
  });

  it('says the shipping cost of an "other" method is to be confirmed, with its instructions', async () => {
    server.use(
      api.get('/order/:id', order({ shippingMethod: 'OTHER', shippingOther: 'Pick-up', shippingPrice: 0 })),
    );
    await renderOrder();
    await screen.findByRole('heading', { name: 'Order #41' });
    expect(screen.getByText('Shipping (Other: Pick-up)')).toBeTruthy();
    expect(screen.getByText('To be confirmed')).toBeTruthy();
  });

  it('names the price-list discount included in the prices', async () => {
    server.use(api.get('/order/:id', order({ discountPercent: 12.5 })));
    await renderOrder();
    expect(await screen.findByText('Your price-list discount of 12.5 % is included')).toBeTruthy();
  });

  it('goes back to the orders with the error when the order cannot be loaded', async () => {
    server.use(api.get('/order/:id', refusals.notFound()));
    const router = await renderOrder('/spares/orders/99');
    expect(await screen.findByText('Not found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/spares/orders'));
  });

  it('goes back to the orders without asking when the address holds no order id', async () => {
    const router = await renderOrder('/spares/orders/x');
    expect(await screen.findByText('Orders list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/spares/orders');
  });
});
