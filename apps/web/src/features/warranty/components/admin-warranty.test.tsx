import type { RepairHistoryLine } from '@poolside/contract/repairs';
import type { RobotItem, WarrantyUpdate } from '@poolside/contract/warranty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { ChangedPartsTable } from './changed-parts-table';
import { ReviewForm } from './review-form';

/** The review form guards unsaved edits (useBlocker), so it renders inside a data router. */
const renderInRouter = (ui: ReactElement, namespaces: string[]) =>
  renderWithProviders(
    <RouterProvider router={createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] })} />,
    namespaces,
  );

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

const robot = {
  sn: 'SN100004',
  pn: 'AB-S300',
  name: 'Aquabot S300',
  year: 2024,
  saleDate: null,
  warrantyUpdated: true,
} as unknown as RobotItem;

const update: WarrantyUpdate = {
  id: 9,
  sn: 'SN100004',
  robotPN: 'AB-S300',
  robotName: 'Aquabot S300',
  year: 2024,
  customer: 'Service Lyon',
  customerNumber: '3001',
  companyId: 3,
  userID: 4,
  userName: 'Sam Service',
  saleDate: utc('2026-03-15'),
  warrantyStart: utc('2026-03-15'),
  warrantyEnd: utc('2028-03-14'),
  underWarranty: true,
  dateCreate: utc('2026-03-18'),
  invoice: 7,
  invoiceName: 'invoice-march.pdf',
  reviewedAt: null,
  reviewedByName: null,
};

const namespaces = ['common', 'adminWarranty', 'warranty'];

describe('ReviewForm (admin warranty update)', () => {
  it('shows the request with its invoice link and takes real dd/MM/yyyy days only', async () => {
    const requests = fakeFetch(() => ok(null));
    const onReject = vi.fn();
    await renderInRouter(<ReviewForm robot={robot} update={update} onReject={onReject} />, namespaces);
    expect(screen.getByText('Service Lyon (3001)')).toBeTruthy();
    expect(screen.getByText('To review')).toBeTruthy();
    const link = screen.getByRole('link', { name: /invoice-march\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/file?file=7');
    const date = screen.getByLabelText(/Sale date/) as HTMLInputElement;
    expect(date.value).toBe('15/03/2026');

    await userEvent.clear(date);
    await userEvent.type(date, '31/02/2026');
    await userEvent.tab();
    // The date picker does not take an impossible day: the field shows the last real one again.
    expect(date.value).toBe('15/03/2026');
    expect(requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reject and delete' }));
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('approves with the sale date as UTC midnight and keeps the invoice when none is chosen', async () => {
    const requests = fakeFetch(() => ok({ ...update, reviewedAt: utc('2026-04-01'), reviewedByName: 'Ann' }));
    await renderInRouter(<ReviewForm robot={robot} update={update} onReject={() => {}} />, namespaces);
    const date = screen.getByLabelText(/Sale date/);
    await userEvent.clear(date);
    await userEvent.type(date, '01/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save and approve' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/api/warranty/SN100004/review');
    expect(requests[0].body).toEqual({ saleDate: utc('2026-03-01') });
  });

  it('explains a refused sale date (-6)', async () => {
    fakeFetch(() => fail(-6, 400, { field: 'saleDate', fields: ['saleDate'] }));
    await renderInRouter(<ReviewForm robot={robot} update={null} onReject={() => {}} />, namespaces);
    expect(screen.getByText(/Nobody has updated this robot's warranty yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject and delete' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Sale date/), '01/01/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Save and approve' }));
    expect(await screen.findByText(/not before production/)).toBeTruthy();
  });

  it('shows a failed save in the one error dialog, not in the form', async () => {
    fakeFetch(() => fail(-10, 500));
    await renderWithProviders(
      <>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/', element: <ReviewForm robot={robot} update={update} onReject={() => {}} /> }],
            { initialEntries: ['/'] },
          )}
        />
        <FeedbackDialogHost />
      </>,
      namespaces,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Oops... Something went wrong!')).toBeTruthy();
    expect(within(dialog).getByText('The operation failed. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('req-test-1')).toBeTruthy();
  });
});

const line = (id: number, repairDate: string, oldPN: string, parentID: number | null): RepairHistoryLine => ({
  id,
  parentID,
  robotSN: 'SN100001',
  robotPN: 'AB-S300',
  repairDate: utc(repairDate),
  oldPN,
  oldSN: `OLD${id}`,
  newPN: oldPN,
  newSN: `NEW${id}`,
  partDesc: `Part ${oldPN}`,
  internalNumber: '',
  technician: 'Tech',
  underWarranty: true,
  description: '',
});

describe('ChangedPartsTable', () => {
  const lines = [
    line(1, '2026-01-10', 'AB-MTR', 11),
    line(2, '2026-03-05', 'AB-PMP', null),
    line(3, '2025-12-01', 'AB-PSU', 9),
  ];

  it('lists newest first, sorts by a header and filters', async () => {
    await renderWithProviders(<ChangedPartsTable lines={lines} />, namespaces);
    const firstCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2].textContent);
    expect(firstCells()).toEqual(['AB-PMP', 'AB-MTR', 'AB-PSU']);
    expect(screen.getByText('not sent')).toBeTruthy();
    await userEvent.click(screen.getByText('Defective part PN'));
    expect(firstCells()).toEqual(['AB-MTR', 'AB-PMP', 'AB-PSU']);
    await userEvent.type(screen.getByLabelText('Filter'), 'psu');
    expect(firstCells()).toEqual(['AB-PSU']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });
});
