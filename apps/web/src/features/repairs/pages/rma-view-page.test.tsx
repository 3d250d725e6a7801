import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { rma, rmaLine } from '../../../test/rmas';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { RmaViewPage } from './rma-view-page';

const sent = {
  ...rma(12, 'CLS', {
    finished: true,
    qa: 1,
    laborCost: 35,
    refund: { invoiceNo: 'INV-1', orderNo: '', refund: 80 },
  }),
  lines: [
    rmaLine(5, { status: 'APP', poolsideRemark: 'Goodwill' }),
    rmaLine(6, {
      oldPN: 'AB-PSU-02',
      partDesc: 'Power supply',
      underWarranty: false,
      returnToQA: true,
      status: 'REJ',
      description: 'burnt',
      robotData: null,
    }),
  ],
};

async function renderRma(path = '/repairs/rma_history/12', answer: unknown = sent) {
  const requests: SentRequest[] = [];
  server.use(api.get('/rma/requests/:id', answer, requests));
  const router = await renderRoutes(
    [
      { path: '/repairs/rma_history/:id', Component: RmaViewPage },
      { path: '/repairs/rma_history', element: <p>RMA history</p> },
    ],
    path,
    ['common', 'repairs'],
  );
  return { router, requests };
}

/** The summary's value under a label. */
const fact = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe("a partner's RMA", () => {
  it('shows its status, counts, refund, labour cost and invoice', async () => {
    const { requests } = await renderRma();
    expect(await screen.findByRole('heading', { name: 'RMA #12' })).toBeTruthy();
    expect(requests[0]?.url.pathname).toBe('/api/rma/requests/12');
    expect(fact('Refund')).toBe('€80.00');
    expect(fact('Labour cost')).toBe('€35.00');
    expect(fact('Invoice no.')).toBe('INV-1');
    expect(fact('Order no.')).toBe('—');
    expect(fact('Customer')).toBe('3001 · Clear Pools');
  });

  it('lists the lines with the decision, the failure and the QA mark; a known robot links to its model', async () => {
    await renderRma();
    const table = await screen.findByRole('table', { name: 'Repair lines' });
    const motor = within(table).getByText('Goodwill').closest('tr') as HTMLElement;
    expect(within(motor).getByRole('link', { name: 'AB-S300' }).getAttribute('href')).toBe(
      '/robots/AB-S300/2024',
    );
    const psu = within(table).getByText('AB-PSU-02').closest('tr') as HTMLElement;
    expect(within(psu).getByText('Drive motor failure: burnt')).toBeTruthy();
    expect(within(psu).getByText('QA required')).toBeTruthy();
    expect(within(psu).queryByRole('link', { name: 'AB-S300' })).toBeNull();
    expect(screen.getByText('Some lines of this RMA require QA: their parts must be returned.')).toBeTruthy();
  });

  it('says an RMA without a refund is not credited, and gives no QA notice when no line needs QA', async () => {
    await renderRma('/repairs/rma_history/12', { ...rma(12, 'PRO'), lines: [rmaLine(5)] });
    await screen.findByRole('heading', { name: 'RMA #12' });
    expect(fact('Refund')).toBe('Not credited');
    expect(fact('Labour cost')).toBe('—');
    expect(screen.queryByText(/require QA/)).toBeNull();
  });

  it('says why the packing slip could not be made', async () => {
    server.use(api.get('/rma/requests/:id/packing-slip', refusals.notFound()));
    await renderRma();
    fireEvent.click(await screen.findByRole('button', { name: 'Return packing slip' }));
    expect(await screen.findByText('This record does not exist or is no longer available.')).toBeTruthy();
  });

  it('goes back to the history when the RMA cannot be loaded', async () => {
    const { router } = await renderRma('/repairs/rma_history/99', refusals.notFound());
    expect(await screen.findByText('RMA history')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/rma_history'));
  });
});
