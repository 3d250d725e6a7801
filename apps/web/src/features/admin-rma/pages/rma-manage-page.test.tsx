import { ModalsProvider } from '@mantine/modals';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { RmaWithLines } from '@poolside/contract/repairs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { useSession } from '../../../lib/session';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { RmaManagePage } from './rma-manage-page';

const session = {
  user: { id: 1, name: 'Ada Admin', language: 'eng', type: { id: 1, rmaPartsReport: true }, menus: [] },
  complaintTypes: [],
  failureTypes: [],
  countries: [],
} as unknown as Dashboard;

const rma = {
  id: 12,
  moovexID: '3001',
  clientFullName: 'Pool Service Lyon',
  companyId: 3,
  userID: 4,
  userName: 'Sam Service',
  dateSent: 1_760_000_000,
  green: 0,
  red: 0,
  qa: 0,
  status: 'REC',
  finished: false,
  refund: { invoiceNo: '', orderNo: '', refund: null },
  currency: 'EUR',
  laborCost: null,
  isAutoSent: false,
  lines: [],
} as unknown as RmaWithLines;

function Authenticated() {
  return useSession() ? <RmaManagePage /> : null;
}

function UnfinishedStub() {
  return <p>Unfinished RMAs</p>;
}

describe('admin RMA manage (/admin/rma/:id)', () => {
  it('saves a refund typed but not saved together with the finish, after saying so', async () => {
    const requests = fakeFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/dashboard') return ok(session);
      if (path === '/api/rma/requests/12' && request.method === 'GET') return ok(rma);
      if (path === '/api/rma/requests/12' && request.method === 'POST') return ok({ ...rma, finished: true });
      return fail(-1, 404);
    });
    const router = createMemoryRouter(
      [
        { path: '/admin/rma/:id', Component: Authenticated },
        { path: '/admin/rma', Component: UnfinishedStub },
      ],
      { initialEntries: ['/admin/rma/12'] },
    );
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminRma'],
    );
    const refund = (await screen.findByLabelText('Refund')) as HTMLInputElement;
    fireEvent.change(refund, { target: { value: '120.50' } });
    fireEvent.change(screen.getByLabelText('Invoice no.'), { target: { value: 'INV-9' } });

    fireEvent.click(screen.getByRole('button', { name: 'Finish RMA' }));
    expect(await screen.findByText(/are not saved yet: they will be saved with the finish/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save refund and finish' }));

    // The confirmation stays open (busy) until the finish has succeeded, then fades out as the page leaves.
    expect(await screen.findByText('Unfinished RMAs', undefined, { timeout: 4000 })).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      refund: { invoiceNo: 'INV-9', orderNo: '', refund: 120.5 },
      laborCost: null,
      finish: true,
    });
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
  });

  it('says which lines are undecided when the server refuses the finish (-14 undecidedLines)', async () => {
    const line = (id: number, status: string | null) => ({
      id,
      parentID: 12,
      internalNumber: '',
      robotPN: 'PN-R',
      robotSN: `SN${id}`,
      oldPN: 'P1',
      oldSN: '',
      newPN: 'P1',
      newSN: '',
      amount: 1,
      partDesc: 'Part',
      partWarrantyEnd: null,
      failureTitle: '',
      description: '',
      repairDate: null,
      underWarranty: false,
      returnToQA: false,
      poolsideRemark: '',
      status,
    });
    const withLines = { ...rma, lines: [line(41, 'APP'), line(42, null), line(43, null)] };
    const requests = fakeFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/dashboard') return ok(session);
      if (path === '/api/rma/requests/12' && request.method === 'GET') return ok(withLines);
      if (path === '/api/rma/requests/12' && request.method === 'POST')
        return fail(-14, 422, { field: 'lines', fields: ['lines'], reason: 'undecidedLines', ids: [42, 43] });
      if (path === '/api/rma/line/42' && request.method === 'POST') return ok({ ...line(42, 'REJ') });
      return fail(-1, 404);
    });
    const router = createMemoryRouter(
      [
        { path: '/admin/rma/:id', Component: Authenticated },
        { path: '/admin/rma', Component: UnfinishedStub },
      ],
      { initialEntries: ['/admin/rma/12'] },
    );
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminRma'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Finish RMA' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish RMA' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The RMA cannot be finished yet');
    expect(alert.textContent).toContain('Lines #42, #43 are neither approved nor rejected');
    // No generic dialog, and the page stays.
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/rma/12');
    // The undecided lines are marked at their decision.
    expect(screen.getAllByText('Approve or reject this line')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    // Rejecting line 42 asks for a reason; the message goes as the reason is typed (not only on blur, which
    // would shrink the row under the pointer of the click that blurred it).
    const lineGroup = screen.getByRole('radiogroup', { name: 'Approved, line 42' });
    fireEvent.click(within(lineGroup).getByRole('radio', { name: 'No' }));
    expect(await screen.findByText(/^A rejected line needs a reason/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Manufacturer remark, line 42'), {
      target: { value: 'Cut cable' },
    });
    expect(screen.queryByText(/^A rejected line needs a reason/)).toBeNull();
  });

  it('a double click on the finish confirmation finishes once: no error, the admin leaves the page', async () => {
    let isFinished = false;
    const requests = fakeFetch((request) => {
      const path = request.url.pathname;
      if (path === '/api/dashboard') return ok(session);
      if (path === '/api/rma/requests/12' && request.method === 'GET')
        return ok({ ...rma, finished: isFinished });
      if (path === '/api/rma/requests/12' && request.method === 'POST') {
        // A second finish of the same RMA is refused, as the server does.
        if (isFinished) return fail(-14, 422, null);
        isFinished = true;
        return ok({ ...rma, finished: true });
      }
      return fail(-1, 404);
    });
    const router = createMemoryRouter(
      [
        { path: '/admin/rma/:id', Component: Authenticated },
        { path: '/admin/rma', Component: UnfinishedStub },
      ],
      { initialEntries: ['/admin/rma/12'] },
    );
    await renderWithProviders(
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>,
      ['common', 'adminRma'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Finish RMA' }));
    const dialog = await screen.findByRole('dialog');
    const confirmFinish = within(dialog).getByRole('button', { name: 'Finish RMA' });
    fireEvent.click(confirmFinish);
    fireEvent.click(confirmFinish);

    expect(await screen.findByText('Unfinished RMAs', undefined, { timeout: 4000 })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/rma');
  });
});
