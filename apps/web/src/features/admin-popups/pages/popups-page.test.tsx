import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});
