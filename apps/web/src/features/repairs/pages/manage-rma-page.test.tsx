import { ModalsProvider } from '@mantine/modals';
import type { Dashboard } from '@poolside/contract/dashboard';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { useSession } from '../../../lib/session';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { ManageRmaPage } from './manage-rma-page';

const session = {
  user: { id: 4, name: 'Sam Service', language: 'eng', type: { id: 6, rmaPartsReport: true }, menus: [] },
  complaintTypes: [],
  failureTypes: [],
  countries: [],
} as unknown as Dashboard;

function fakeServer() {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/dashboard') return ok(session);
    if (path === '/api/rma/not_sent') return ok({ rows: [], total: 0 });
    if (path === '/api/rma/requests' && request.method === 'PUT') return ok({ id: 77, lines: 3 });
    return fail(-1, 404);
  });
}

/** The page once the session is loaded, as behind the authentication guard. */
function Authenticated() {
  return useSession() ? <ManageRmaPage /> : null;
}

async function renderPage() {
  const router = createMemoryRouter([{ path: '/repairs/rma', Component: Authenticated }], {
    initialEntries: ['/repairs/rma'],
  });
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'repairs'],
  );
  await screen.findByText('Manage RMA requests');
}

const sends = (requests: { method: string; url: URL }[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/rma/requests');

describe('unsent RMA lines (/repairs/rma)', () => {
  it('asks before "Send all" makes an RMA, and sends only once confirmed', async () => {
    const requests = fakeServer();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText(/Send every unsent line as one new RMA\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Send every unsent line/)).toBeNull());
    expect(sends(requests)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send all' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Send all') as HTMLButtonElement,
    );
    expect(await screen.findByText(/Your RMA request #77 was sent/)).toBeTruthy();
    expect(sends(requests)).toHaveLength(1);
    expect(sends(requests)[0]).toMatchObject({ body: { warrantyOnly: false } });
  });
});
