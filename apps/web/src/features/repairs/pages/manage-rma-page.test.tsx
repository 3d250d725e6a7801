import { ModalsProvider } from '@mantine/modals';
import type { Dashboard } from '@poolside/contract/dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { useSession } from '../../../lib/session';
import { type FakeRequest, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { ManageRmaPage } from './manage-rma-page';

const session = {
  user: { id: 4, name: 'Sam Service', language: 'eng', type: { id: 6, rmaPartsReport: true }, menus: [] },
  complaintTypes: [],
  failureTypes: [],
  countries: [],
} as unknown as Dashboard;

/** The page's server; `sendFails` sends answer a server failure (a lost answer) before the real one. */
function fakeServer(sendFails = 0) {
  let failures = sendFails;
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/dashboard') return ok(session);
    if (path === '/api/rma/not_sent') return ok({ rows: [], total: 0 });
    if (path === '/api/rma/requests' && request.method === 'PUT') {
      if (failures-- > 0) return fail(-10, 500);
      return ok({ id: 77, lines: 3 });
    }
    return fail(-1, 404);
  });
}

/** Opens "Send all" and answers its confirmation's confirm button. */
async function openSendAll() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send all' })).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Send all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send all' });
  return within(dialog).findByRole('button', { name: 'Send all' });
}

const keyOf = (request: { body: unknown }) => (request.body as { idempotencyKey: string }).idempotencyKey;

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

const sends = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/rma/requests');

describe('unsent RMA lines (/repairs/rma)', () => {
  afterEach(closeFeedbackDialog);

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

  it('a double click on the confirmation sends once, with the key of this send, and says so once', async () => {
    const requests = fakeServer();
    await renderPage();
    const confirmSend = await openSendAll();
    fireEvent.click(confirmSend);
    fireEvent.click(confirmSend);
    expect(await screen.findByText(/Your RMA request #77 was sent/)).toBeTruthy();
    expect(sends(requests)).toHaveLength(1);
    expect(keyOf(sends(requests)[0])).toMatch(/^[a-f0-9]{32}$/);
    expect(screen.queryByText(/Nothing was sent/)).toBeNull();
  });

  it('a send retried after a failure is the same send (its key); the next send has a new key', async () => {
    const requests = fakeServer(1);
    await renderPage();
    fireEvent.click(await openSendAll());
    expect(await screen.findByText(/Nothing was sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/Nothing was sent/)).toBeNull());
    fireEvent.click(await openSendAll());
    expect(await screen.findByText(/Your RMA request #77 was sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/Your RMA request #77/)).toBeNull());
    fireEvent.click(await openSendAll());
    await waitFor(() => expect(sends(requests)).toHaveLength(3));
    const [failed, retried, next] = sends(requests).map(keyOf);
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
  });
});
