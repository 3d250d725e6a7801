import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { rma } from '../../../test/rmas';
import { choose } from '../../../test/select';
import { api, server, type SentRequest } from '../../../test/server';
import { RmaHistoryPage } from './rma-history-page';

const rows = [
  rma(12, 'CLS', { finished: true, refund: { invoiceNo: 'INV-1', orderNo: 'ORD-2', refund: 80 } }),
  rma(11, 'PRO', { clientFullName: 'Blue Waters' }),
];

async function renderHistory() {
  const sent: SentRequest[] = [];
  server.use(api.get('/rma/requests', { rows, total: rows.length }, sent));
  const router = await renderRoutes(
    [
      { path: '/repairs/rma_history', Component: RmaHistoryPage },
      { path: '/repairs/rma_history/:id', element: <p>RMA page</p> },
    ],
    '/repairs/rma_history',
    ['common', 'repairs'],
  );
  return { sent, router };
}

const query = (request: SentRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("a partner's RMA history", () => {
  it('lists the sent RMAs newest first, 35 a page, with status and refund info', async () => {
    const { sent } = await renderHistory();
    await screen.findByText('Blue Waters');
    expect(query(sent[0])).toMatchObject({ sort: '-dateSent', pageSize: '35' });
    expect(query(sent[0]).status).toBeUndefined();
    expect(within(rowOf('Clear Pools')).getByText('€80.00 · INV-1 ORD-2')).toBeTruthy();
    expect(within(rowOf('Clear Pools')).getByText('Finished')).toBeTruthy();
    expect(within(rowOf('Blue Waters')).getByText('Not credited')).toBeTruthy();
    expect(within(rowOf('Blue Waters')).getByText('Processing')).toBeTruthy();
  });

  it('filters on a status, or on the finished RMAs whatever their status', async () => {
    const { sent } = await renderHistory();
    await screen.findByText('Blue Waters');
    await choose('Status', 'Processing');
    await waitFor(() => expect(query(sent.at(-1)).status).toBe('PRO'));
    await choose('Status', 'Finished');
    await waitFor(() => expect(query(sent.at(-1)).finished).toBe('true'));
    expect(query(sent.at(-1)).status).toBeUndefined();
  });

  it('opens an RMA from its row', async () => {
    const { router } = await renderHistory();
    await userEvent.click(await screen.findByText('Blue Waters'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/rma_history/11'));
  });
});
