import type { NotSentSummaryRow } from '@poolside/contract/admin-rma';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, server, type SentRequest } from '../../../test/server';
import { NotSentPage } from './not-sent-page';

const summaryRow = (userID: number, userName: string, green: number, red: number): NotSentSummaryRow => ({
  moovexID: '3001',
  clientFullName: 'Clear Pools',
  companyId: 3,
  userID,
  userName,
  green,
  red,
});
const rows = [summaryRow(4, 'Sam Service', 3, 0), summaryRow(5, 'Tia Tech', 0, 2)];

async function renderNotSent() {
  const sent: SentRequest[] = [];
  server.use(
    api.get(
      '/rma/not_sent',
      ({ url }) => {
        const warranty = url.searchParams.get('warranty');
        const shown = rows.filter(
          (r) =>
            warranty === 'all' ||
            (warranty === 'green' ? r.green > 0 : warranty === 'red' ? r.red > 0 : false),
        );
        return { rows: shown, total: shown.length, green: 3, red: 2 };
      },
      sent,
    ),
  );
  const router = await renderRoutes(
    [
      { path: '/admin/not_sent', Component: NotSentPage },
      { path: '/admin/not_sent/*', element: <p>Customer page</p> },
    ],
    '/admin/not_sent',
    ['common', 'adminRma'],
  );
  return { sent, router };
}

const lastWarranty = (sent: SentRequest[]) => sent.at(-1)?.url.searchParams.get('warranty');

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the unsent RMA lines', () => {
  it('lists each customer and user with their counts, and the overall counts at the checkboxes', async () => {
    const { sent } = await renderNotSent();
    expect(await screen.findByText('Sam Service')).toBeTruthy();
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toMatchObject({
      admin: 'true',
      warranty: 'all',
      sort: 'moovexID',
    });
    expect(await screen.findByRole('checkbox', { name: 'Under warranty (3)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Not under warranty (2)' })).toBeTruthy();
  });

  it('asks the server for the lines the checkboxes keep', async () => {
    const { sent } = await renderNotSent();
    await screen.findByText('Tia Tech');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Under warranty (3)' }));
    await waitFor(() => expect(lastWarranty(sent)).toBe('red'));
    await waitFor(() => expect(screen.queryByText('Sam Service')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not under warranty (2)' }));
    await waitFor(() => expect(lastWarranty(sent)).toBe('none'));
    expect(await screen.findByText('No RMA requests')).toBeTruthy();
  });

  it("opens a user's unsent lines from the row", async () => {
    const { router } = await renderNotSent();
    await userEvent.click(await screen.findByText('Tia Tech'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/not_sent/3001/5'));
  });

  it("links the customer's number to all its unsent lines", async () => {
    await renderNotSent();
    const row = (await screen.findByText('Sam Service')).closest('tr') as HTMLElement;
    const link = within(row).getByRole('link', { name: 'All unsent lines of customer 3001' });
    expect(link.getAttribute('href')).toBe('/admin/not_sent/3001');
  });
});
