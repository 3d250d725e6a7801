import type { WarrantyUpdate } from '@poolside/contract/warranty';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { WarrantyUpdatesPage } from './warranty-updates-page';

const update = (sn: string, overrides: Partial<WarrantyUpdate> = {}): WarrantyUpdate => ({
  id: 1,
  sn,
  robotPN: 'AB-S300',
  robotName: 'Aquabot S300',
  year: 2025,
  customer: 'Clear Pools',
  customerNumber: '3001',
  companyId: 3,
  userID: 4,
  userName: 'Sam Service',
  saleDate: Date.UTC(2026, 2, 1) / 1000,
  warrantyStart: Date.UTC(2026, 2, 1) / 1000,
  warrantyEnd: Date.UTC(2028, 2, 1) / 1000,
  underWarranty: true,
  dateCreate: Date.UTC(2026, 2, 3, 10) / 1000,
  invoice: null,
  invoiceName: null,
  reviewedAt: null,
  reviewedByName: null,
  ...overrides,
});

async function renderUpdates(list: () => WarrantyUpdate[]) {
  const sent: SentRequest[] = [];
  server.use(
    api.get(
      '/warranty/updates',
      ({ url }) => {
        const status = url.searchParams.get('status');
        const rows = list().filter(
          (r) => status === null || (status === 'pending') === (r.reviewedAt === null),
        );
        return { rows, total: rows.length };
      },
      sent,
    ),
  );
  const router = await renderRoutes(
    [
      { path: '/admin/warranty_updates', Component: WarrantyUpdatesPage },
      { path: '/admin/warranty_updates/:sn', element: <p>Update page</p> },
    ],
    '/admin/warranty_updates',
    ['common', 'adminWarranty'],
  );
  return { sent, router };
}

const rowOf = (sn: string) => screen.getByText(sn).closest('tr') as HTMLElement;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the warranty updates to review', () => {
  const rows = [
    update('SN100', { invoice: 55, invoiceName: 'invoice.pdf' }),
    update('SN200', {
      underWarranty: false,
      warrantyEnd: Date.UTC(2025, 0, 1) / 1000,
      reviewedAt: Date.UTC(2026, 2, 4) / 1000,
      reviewedByName: 'Dana Admin',
    }),
  ];

  it('lists the updates newest first with their warranty end, validity and review status', async () => {
    const { sent } = await renderUpdates(() => rows);
    await screen.findByText('SN100');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toMatchObject({
      sort: '-dateCreate',
      pageSize: '200',
    });
    expect(within(rowOf('SN100')).getByText('Valid')).toBeTruthy();
    expect(within(rowOf('SN100')).getByText('01/03/2028')).toBeTruthy();
    expect(within(rowOf('SN200')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('SN200')).getByText('Approved')).toBeTruthy();
  });

  it('links the invoice where there is one', async () => {
    await renderUpdates(() => rows);
    await screen.findByText('SN100');
    expect(
      within(rowOf('SN100')).getByRole('link', { name: 'View the invoice of SN100' }).getAttribute('href'),
    ).toBe('/api/file?file=55');
    expect(within(rowOf('SN200')).queryByRole('link', { name: /invoice/ })).toBeNull();
  });

  it('filters on the review status at the server', async () => {
    const { sent } = await renderUpdates(() => rows);
    await screen.findByText('SN200');
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('status')).toBe('reviewed'));
    await waitFor(() => expect(screen.queryByText('SN100')).toBeNull());
    expect(screen.getByText('SN200')).toBeTruthy();
  });

  it('opens an update from its row to review it', async () => {
    const { router } = await renderUpdates(() => rows);
    await userEvent.click(await screen.findByText('SN200'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/warranty_updates/SN200'));
  });

  it('deletes an update only after the confirmation that it cannot be undone, then lists without it', async () => {
    let stored = rows;
    const deleted: SentRequest[] = [];
    server.use(
      api.delete(
        '/warranty/:sn',
        ({ params }) => {
          stored = stored.filter((r) => r.sn !== params.sn);
          return null;
        },
        deleted,
      ),
    );
    await renderUpdates(() => stored);
    await screen.findByText('SN100');
    fireEvent.click(within(rowOf('SN100')).getByRole('button', { name: 'Delete the update of SN100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the warranty update?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveLength(0);

    fireEvent.click(within(rowOf('SN100')).getByRole('button', { name: 'Delete the update of SN100' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the warranty update?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Reject and delete' }));
    expect(await screen.findByText('The warranty update of SN100 was deleted.')).toBeTruthy();
    expect(deleted.map((r) => r.url.pathname)).toEqual(['/api/warranty/SN100']);
    await waitFor(() => expect(screen.queryByText('SN100')).toBeNull());
  });

  it('says when the deletion is refused and keeps the update', async () => {
    server.use(api.delete('/warranty/:sn', refusals.permissionDenied()));
    await renderUpdates(() => rows);
    await screen.findByText('SN100');
    fireEvent.click(within(rowOf('SN100')).getByRole('button', { name: 'Delete the update of SN100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the warranty update?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and delete' }));
    expect(await screen.findByText("You don't have the permission to do this.")).toBeTruthy();
    expect(screen.getByText('SN100')).toBeTruthy();
  });

  it('says when there is nothing to review', async () => {
    await renderUpdates(() => []);
    expect(await screen.findByText('No warranty updates')).toBeTruthy();
  });
});
