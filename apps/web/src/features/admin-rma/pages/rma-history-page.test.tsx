import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { rma } from '../../../test/rmas';
import { api, server, type SentRequest } from '../../../test/server';
import { RmaHistoryPage } from './rma-history-page';

const finished = [
  rma(12, 'CLS', { finished: true, refund: { invoiceNo: 'INV-1', orderNo: 'ORD-2', refund: 80 } }),
  rma(11, 'REJ', { finished: true, clientFullName: 'Blue Waters' }),
];

async function renderHistory() {
  const sent: SentRequest[] = [];
  server.use(api.get('/rma/requests', { rows: finished, total: finished.length }, sent));
  const router = await renderRoutes(
    [
      { path: '/admin/rma_history', Component: RmaHistoryPage },
      { path: '/admin/rma_history/:id', element: <p>RMA page</p> },
    ],
    '/admin/rma_history',
    ['common', 'adminRma'],
  );
  return { sent, router };
}

const query = (request: SentRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the admin RMA history', () => {
  it('lists the finished RMAs, 35 a page, with their refund or "not credited"', async () => {
    const { sent } = await renderHistory();
    await screen.findByText('Blue Waters');
    expect(query(sent[0])).toMatchObject({
      admin: 'true',
      finished: 'true',
      pageSize: '35',
      sort: '-dateSent',
    });
    expect(within(rowOf('Clear Pools')).getByText('€80.00 · INV-1 ORD-2')).toBeTruthy();
    expect(within(rowOf('Clear Pools')).getByText('Finished')).toBeTruthy();
    expect(within(rowOf('Blue Waters')).getByText('Not credited')).toBeTruthy();
    expect(within(rowOf('Blue Waters')).getByText('Rejected')).toBeTruthy();
  });

  it('searches when asked, not while typing, and resets to the whole history', async () => {
    const { sent } = await renderHistory();
    await screen.findByText('Blue Waters');
    const reset = () => screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement;
    expect(reset().disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), ' blue ');
    const asked = sent.length;
    expect(query(sent.at(-1)).filter).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(query(sent.at(-1)).filter).toBe('blue'));
    expect(sent.length).toBe(asked + 1);

    fireEvent.click(reset());
    await waitFor(() => expect(query(sent.at(-1)).filter).toBeUndefined());
    expect((screen.getByRole('textbox', { name: 'Filter' }) as HTMLInputElement).value).toBe('');
    expect(reset().disabled).toBe(true);
  });

  it('opens an RMA from its row', async () => {
    const { router } = await renderHistory();
    await userEvent.click(await screen.findByText('Blue Waters'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/rma_history/11'));
  });
});
