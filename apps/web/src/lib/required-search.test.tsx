// Every search form with a required search: an empty search says so at the field in the reader's language,
// not with the browser's `required` bubble, and sends nothing.
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CompatibilityPage } from '../features/compatibility/pages/compatibility-page';
import { RepairHistoryPage } from '../features/repairs/pages/repair-history-page';
import { ReportPage } from '../features/repairs/pages/report-page';
import { MakeOrderPage } from '../features/spares/pages/make-order-page';
import { RobotDataPage } from '../features/warranty/pages/robot-data-page';
import { WarrantyUpdatePage } from '../features/warranty/pages/warranty-update-page';
import { fail, fakeFetch, ok, renderWithProviders } from '../test/render';
import { i18next } from './i18n';

async function renderAt(path: string, Component: ComponentType, namespaces: string[]) {
  // The warranty update page takes the serial from its path: here none yet.
  const router = createMemoryRouter([{ path: `${path}/:sn?`, Component }], { initialEntries: [path] });
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
    </ModalsProvider>,
    ['common', ...namespaces],
  );
}

const searches = (requests: { url: URL }[], path: string) =>
  requests.filter((r) => r.url.pathname.startsWith(path));

afterEach(async () => {
  await i18next.changeLanguage('eng');
});

describe('an empty required search', () => {
  const forms = [
    {
      name: 'serial lookup',
      path: '/repairs/data',
      Component: RobotDataPage,
      ns: ['warranty'],
      button: 'Rechercher',
      api: '/api/robots',
    },
    {
      name: 'compatibility',
      path: '/compatibility',
      Component: CompatibilityPage,
      ns: ['compatibility'],
      button: 'Rechercher',
      api: '/api/compatibility',
    },
    {
      name: 'spare-parts search',
      path: '/spares/make_order',
      Component: MakeOrderPage,
      ns: ['spares'],
      button: 'Rechercher',
      api: '/api/robots/parts',
    },
    {
      name: 'repair history',
      path: '/repairs/history',
      Component: RepairHistoryPage,
      ns: ['repairs'],
      button: 'Rechercher',
      api: '/api/rma/history',
    },
    {
      name: 'repair report serial',
      path: '/repairs/report',
      Component: ReportPage,
      ns: ['repairs'],
      button: 'Rechercher',
      api: '/api/robots',
    },
    {
      name: 'warranty update lookup',
      path: '/admin/warranty_updates',
      Component: WarrantyUpdatePage,
      ns: ['adminWarranty'],
      button: 'Rechercher',
      api: '/api/robots',
    },
  ];
  for (const form of forms) {
    it(`${form.name}: says so at the field in French and sends nothing`, async () => {
      const requests = fakeFetch(() => fail(-15, 404));
      await i18next.changeLanguage('fra');
      await renderAt(form.path, form.Component, form.ns);
      const buttons = await screen.findAllByRole('button');
      const search = buttons.find((b) => b.getAttribute('type') === 'submit');
      expect(search).toBeTruthy();
      await userEvent.click(search!);
      const message = await screen.findByText('Saisissez ce que vous cherchez.');
      const input = document.getElementById(message.id.replace(/-error$/, ''));
      expect(input?.getAttribute('aria-invalid')).toBe('true');
      expect(searches(requests, form.api)).toEqual([]);
    });
  }
});

describe('the repair history search', () => {
  it('drops a stale "No repair history found" when the search mode changes', async () => {
    fakeFetch((request) => (request.url.pathname.startsWith('/api/rma/history') ? fail(-15, 404) : ok(null)));
    await renderAt('/repairs/history', RepairHistoryPage, ['repairs']);
    await userEvent.type(await screen.findByRole('textbox'), 'SN404');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No repair history found.')).toBeTruthy();
    await userEvent.click(screen.getByText('Internal number'));
    await waitFor(() => expect(screen.queryByText('No repair history found.')).toBeNull());
  });
});
