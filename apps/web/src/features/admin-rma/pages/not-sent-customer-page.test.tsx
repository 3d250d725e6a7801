import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { NotSentCustomerPage } from './not-sent-customer-page';

const line = {
  id: 41,
  parentID: null,
  internalNumber: 'IN-1',
  robotPN: 'PN-R',
  robotSN: 'SN41',
  oldPN: 'P1',
  oldSN: 'S1',
  newPN: 'P1',
  newSN: 'S2',
  amount: 1,
  partDesc: 'Pump',
  dateCreate: 1_760_000_000,
  underWarranty: true,
  returnToQA: false,
  status: null,
};
const summary = {
  rows: [
    {
      moovexID: '3001',
      clientFullName: 'ClearWater',
      companyId: 3,
      userID: 4,
      userName: 'Sam',
      green: 2,
      red: 0,
    },
  ],
  total: 1,
  green: 2,
  red: 0,
};

describe('an unsent line removed by the administrator (/admin/not_sent/{customer})', () => {
  it('a double click on the confirmation removes it once, with no error dialog', async () => {
    let isRemoved = false;
    const requests = fakeFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/rma/not_sent') return ok(summary);
      if (path === '/api/rma/not_sent/moovex/3001') return ok({ rows: isRemoved ? [] : [line], total: 1 });
      if (path === '/api/rma/line/41' && request.method === 'DELETE') {
        // The line is gone after the first removal: a second one is refused, as the server does.
        if (isRemoved) return fail(-15, 404, null);
        isRemoved = true;
        return ok(null);
      }
      return fail(-1, 404);
    });
    const router = createMemoryRouter(
      [{ path: '/admin/not_sent/:customer', Component: NotSentCustomerPage }],
      {
        initialEntries: ['/admin/not_sent/3001'],
      },
    );
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminRma'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove line 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove RMA line' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    // The dialog stays busy until the removal and the lists' refresh are done.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove RMA line' })).toBeNull(), {
      timeout: 4000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
  });
});
