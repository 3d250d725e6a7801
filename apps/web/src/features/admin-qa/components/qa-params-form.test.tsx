import { Notifications, notifications } from '@mantine/notifications';
import type { QaParams } from '@poolside/contract/dashboard';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { QaManagementPage } from '../pages/qa-management-page';

const stored: QaParams = {
  dateUpdate: Date.UTC(2026, 1, 3, 10, 15) / 1000,
  saleDateStart: Date.UTC(2025, 0, 15) / 1000,
  psWeek: 12,
  psYear: 25,
  psMonthlyLimit: 3,
  pumpWeek: null,
  pumpYear: null,
  pumpMonthlyLimit: null,
  prefix1: 'PS',
  prefix2: '',
  prefix3: '',
  prefix4: '',
  prefix5: '',
  prefix6: '',
  prefix7: '',
  prefix8: '',
  prefix9: '',
  prefix1MonthlyLimit: 2,
  prefix2MonthlyLimit: null,
  prefix3MonthlyLimit: null,
  prefix4MonthlyLimit: null,
  prefix5MonthlyLimit: null,
  prefix6MonthlyLimit: null,
  prefix7MonthlyLimit: null,
  prefix8MonthlyLimit: null,
  prefix9MonthlyLimit: null,
  serviceCenter1: '3001',
  serviceCenter2: '',
  serviceCenter3: '',
  serviceCenter4: '',
  serviceCenter5: '',
  serviceCenter6: '',
};

async function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/qaManagement', Component: QaManagementPage }], {
    initialEntries: ['/admin/qaManagement'],
  });
  await renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
    ['common', 'adminQa'],
  );
  await screen.findByLabelText('PS week');
}

const posts = (requests: { method: string; url: URL; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/dashboard/qaParams');

describe('QA parameters form', () => {
  // The notification store is global: a toast of one test must not show in the next.
  beforeEach(() => notifications.clean());

  it('shows the stored values and the last update as dd/MM/yyyy HH:mm', async () => {
    fakeFetch(() => ok(stored));
    await renderPage();
    expect((screen.getByLabelText('Sale date start') as HTMLInputElement).value).toBe('15/01/2025');
    expect((screen.getByLabelText('PS week') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Prefix 1') as HTMLInputElement).value).toBe('PS');
    expect((screen.getByLabelText('Pump week') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('qa-last-update').textContent).toMatch(/^Last update: 03\/02\/2026 \d\d:15$/);
  });

  it('shows field errors for numbers outside 0..99, long texts and bad dates, and sends nothing', async () => {
    const requests = fakeFetch(() => ok(stored));
    await renderPage();
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('PS week'));
    await u.type(screen.getByLabelText('PS week'), '150');
    await u.type(screen.getByLabelText('Pump monthly limit'), '-1');
    fireEvent.change(screen.getByLabelText('Service centre 2'), { target: { value: 'x'.repeat(256) } });
    // The date picker does not take an impossible day (the field goes back to the stored one).
    await u.clear(screen.getByLabelText('Sale date start'));
    await u.type(screen.getByLabelText('Sale date start'), '31/02/2025');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect((screen.getByLabelText('Sale date start') as HTMLInputElement).value).not.toBe('31/02/2025');
    expect(await screen.findAllByText('Enter a whole number from 0 to 99')).toHaveLength(2);
    expect(screen.getByText('Use at most 255 characters')).toBeTruthy();
    expect(screen.getByLabelText('PS week').getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends every value (numbers as numbers, empty as null, the date as UTC midnight) and says so', async () => {
    const requests = fakeFetch(({ method, body }) =>
      method === 'POST'
        ? ok({ ...stored, ...(body as object), dateUpdate: stored.dateUpdate! + 60 })
        : ok(stored),
    );
    await renderPage();
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('PS week'));
    await u.type(screen.getByLabelText('PS week'), '7');
    await u.type(screen.getByLabelText('Prefix 4'), ' AB ');
    await u.type(screen.getByLabelText('Prefix 4 monthly limit'), '99');
    await u.clear(screen.getByLabelText('PS monthly limit'));
    await u.clear(screen.getByLabelText('Sale date start'));
    await u.type(screen.getByLabelText('Sale date start'), '01/06/2025');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QA params updated')).toBeTruthy();
    const [sent] = posts(requests);
    expect(sent.body).toMatchObject({
      saleDateStart: Date.UTC(2025, 5, 1) / 1000,
      psWeek: 7,
      psYear: 25,
      psMonthlyLimit: null,
      pumpWeek: null,
      prefix1: 'PS',
      prefix1MonthlyLimit: 2,
      prefix4: 'AB',
      prefix4MonthlyLimit: 99,
      serviceCenter1: '3001',
      serviceCenter6: '',
    });
    expect(Object.keys(sent.body as object)).toHaveLength(31);
    expect(sent.body).not.toHaveProperty('dateUpdate');
  });

  it('puts the server field errors (-6 naming the fields) on those fields', async () => {
    fakeFetch(({ method }) =>
      method === 'POST'
        ? fail(-6, 400, { field: 'serviceCenter3', fields: ['serviceCenter3', 'pumpYear'] })
        : ok(stored),
    );
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Service centre 3').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Use at most 255 characters')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 0 to 99')).toBeTruthy();
    expect(screen.getByLabelText('Pump year').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('QA params updated')).toBeNull();
    // A field's message goes once the field is changed.
    fireEvent.change(screen.getByLabelText('Service centre 3'), { target: { value: '3003' } });
    expect(screen.getByLabelText('Service centre 3').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('Pump year').getAttribute('aria-invalid')).toBe('true');
  });

  it('a double click on Save saves once and says so once', async () => {
    const requests = fakeFetch(({ method, body }) =>
      method === 'POST'
        ? ok({ ...stored, ...(body as object), dateUpdate: stored.dateUpdate! + 60 })
        : ok(stored),
    );
    await renderPage();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('QA params updated')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(requests)).toHaveLength(1);
    expect(screen.getAllByText('QA params updated')).toHaveLength(1);
  });
});
