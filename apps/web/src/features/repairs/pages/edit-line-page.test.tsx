import { rmaLine } from '../../../test/rmas';
import { ModalsProvider } from '@mantine/modals';
import type { Dashboard } from '@poolside/contract/dashboard';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import {
  type FakeAnswer,
  type FakeRequest,
  fail,
  fakeFetch,
  ok,
  renderWithProviders,
} from '../../../test/render';
import { EditLinePage } from './edit-line-page';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

const session = {
  user: {
    id: 4,
    name: 'Sam Service',
    language: 'eng',
    type: { id: 6, name: 'Service centre', rmaPartsReport: true },
    menus: [],
  },
  complaintTypes: [{ id: 2, title: 'Does not move', isOther: false }],
  failureTypes: [{ id: 1, title: 'Drive motor failure', isOther: false }],
  countries: [],
} as unknown as Dashboard;

// An unsent line (no RMA yet): the shared fixture's drive motor replaced on 10/03/2025.
const line = rmaLine(5, { parentID: null });

function RmaListStub() {
  return <p>RMA list page</p>;
}

function fakeServer(save: (request: FakeRequest) => FakeAnswer) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/dashboard') return ok(session);
    if (path === '/api/rma/line/5' && request.method === 'GET') return ok(line);
    if (path === '/api/rma/line/5' && request.method === 'POST') return save(request);
    return fail(-1, 404);
  });
}

async function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/repairs/rma/line/:id', Component: EditLinePage },
      { path: '/repairs/rma', Component: RmaListStub },
    ],
    { initialEntries: ['/repairs/rma/line/5'] },
  );
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'repairs'],
  );
  await screen.findByDisplayValue('Tom');
  return router;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('RMA line edit (/repairs/rma/line/:id)', () => {
  beforeEach(() => closeFeedbackDialog());

  it("shows the server's field errors at their fields, and clears a message once its field changes", async () => {
    const requests = fakeServer(() =>
      fail(-12, 400, { field: 'technician', fields: ['technician', 'internalNumber'] }),
    );
    await renderPage();
    fireEvent.change(field(/Internal number/), { target: { value: 'INT-2' } });
    save();
    expect(await screen.findByText("Enter the technician's name.")).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    // No generic dialog: the messages are at the fields.
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();

    fireEvent.change(field(/Technician/), { target: { value: 'Tina' } });
    await waitFor(() => expect(screen.queryByText("Enter the technician's name.")).toBeNull());
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it("shows the production-date rule at the date before asking the server, and the server's -6 there too", async () => {
    const requests = fakeServer(() => fail(-6, 400, { field: 'repairDate', fields: ['repairDate'] }));
    await renderPage();
    fireEvent.change(field(/Repair date/), { target: { value: '15/01/2024' } });
    save();
    expect(
      await screen.findByText("The repair date cannot be before the robot's production date."),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // A date the screen accepts but the server refuses: its message lands at the date too.
    fireEvent.change(field(/Repair date/), { target: { value: '01/03/2025' } });
    save();
    expect(await screen.findByText('The repair date cannot be in the future.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')[0].body).toMatchObject({
      repairDate: utc('2025-03-01'),
    });
  });

  it('asks before leaving with unsaved changes, and leaves without asking after the save', async () => {
    fakeServer(() => ok(line));
    const router = await renderPage();
    fireEvent.change(field(/Technician/), { target: { value: 'Tina' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/repairs/rma/line/5');

    save();
    expect(await screen.findByText('RMA list page')).toBeTruthy();
  });
});
