import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { PopupsPage } from './popups-page';

describe('warranty report popups (/admin/popups)', () => {
  it('a double click on "Add message" adds one empty message', async () => {
    let created = 0;
    const requests = fakeFetch((request) => {
      if (request.url.pathname !== '/api/popups') return fail(-1, 404);
      if (request.method === 'POST') {
        created += 1;
        return ok({ id: created });
      }
      return ok({ rows: [], total: 0 });
    });
    const router = createMemoryRouter([{ path: '/admin/popups', Component: PopupsPage }], {
      initialEntries: ['/admin/popups'],
    });
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminPopups'],
    );
    const add = await screen.findByRole('button', { name: 'Add message' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('exports the list (Excel or PDF) through the export registry with its filter', async () => {
    const requests = fakeFetch((request) => {
      if (request.url.pathname === '/api/export/jobs')
        return ok({
          id: 'job1',
          report: 'popups',
          type: 'excel',
          fileName: 'warranty-popups.xlsx',
          status: 'done',
          rowsDone: 1,
          rowsTotal: 1,
          code: null,
          downloadUrl: '/api/export/jobs/job1/file',
        });
      return ok({ rows: [], total: 0 });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/admin/popups', Component: PopupsPage }], {
      initialEntries: ['/admin/popups'],
    });
    await renderWithProviders(
      <ModalsProvider>
        <Notifications />
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminPopups'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname === '/api/export/jobs')?.body).toMatchObject({
        report: 'popups',
        type: 'excel',
      }),
    );
    vi.restoreAllMocks();
  });
});
