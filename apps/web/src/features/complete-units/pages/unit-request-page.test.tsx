import { ModalsProvider } from '@mantine/modals';
import type { CompleteUnit } from '@poolside/contract/complete-units';
import type { Dashboard } from '@poolside/contract/dashboard';
import { formatDateOnly } from '@poolside/contract/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { useSession } from '../../../lib/session';
import {
  type FakeAnswer,
  type FakeRequest,
  fail,
  fakeFetch,
  ok,
  renderWithProviders,
} from '../../../test/render';
import { UnitRequestPage } from './unit-request-page';

function ReportListStub() {
  return <p>Report list page</p>;
}

/** The page behind the authentication guard: rendered once the session has loaded. */
function SignedInPage() {
  return useSession() ? <UnitRequestPage /> : null;
}

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

const admin = {
  user: {
    id: 1,
    name: 'Ada Admin',
    language: 'eng',
    type: { id: 1, name: 'Administrator' },
    company: { id: 1, number: '1000', name: 'Poolside' },
    menus: [],
  },
  countries: [],
} as unknown as Dashboard;

const option = (id: number, title: string) => ({ id, title, isOther: false });
const options = {
  complaints: [option(1, 'Does not climb')],
  suspiciousParts: [option(2, 'Drive motor')],
  poolSurfaces: [],
  poolShapes: [],
};

const request: CompleteUnit = {
  id: 7,
  sn: 'SN100002',
  pn: 'AB-S300',
  robotDesc: 'Aquabot S300',
  dateArrived: day('2026-01-05'),
  dateCreate: day('2026-01-06'),
  firstName: 'Jane',
  lastName: 'Doe',
  address: '',
  city: '',
  country: '',
  phone: '',
  email: '',
  purchaseDate: day('2025-06-01'),
  purchasedFrom: '',
  invoice: 5,
  invoiceName: 'invoice.pdf',
  complaint: 1,
  complaintTitle: 'Does not climb',
  otherComplaint: '',
  suspiciousPart: 2,
  suspiciousPartTitle: 'Drive motor',
  poolSurface: null,
  poolShape: null,
  poolWidth: null,
  poolLength: null,
  comments: 'Stops after a minute',
  technicianComments: '',
  action: 'refund',
  newSN: '',
  aquaCreditAmount: null,
  aquaCreditCurrency: null,
  aquaComment: '',
  status: 'REC',
  userID: 4,
  userFullName: 'Sam Service',
  companyId: 3,
  moovexID: '3001',
  companyName: 'ClearWater Service',
  dateUpdate: day('2026-01-06'),
};

const partner = {
  ...admin,
  user: {
    ...admin.user,
    id: 4,
    name: 'Sam Service',
    type: { id: 6, name: 'Service centre' },
    company: { id: 3, number: '3001', name: 'ClearWater Service' },
  },
} as unknown as Dashboard;

function fakeServer(
  save: (request: FakeRequest) => FakeAnswer,
  {
    reader = admin,
    stored = request,
    check = (call) => ok({ sn: call.url.searchParams.get('sn'), pn: 'AB-S300', robotDesc: 'Aquabot S300' }),
  }: { reader?: Dashboard; stored?: CompleteUnit; check?: (request: FakeRequest) => FakeAnswer } = {},
) {
  return fakeFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/dashboard') return ok(reader);
    if (path === '/api/completeUnits/check') return check(call);
    if (path === '/api/completeUnits/options') return ok(options);
    if (path === '/api/completeUnits/7' && call.method === 'GET') return ok(stored);
    if (path === '/api/completeUnits/7' && call.method === 'POST') return save(call);
    return fail(-15, 404, { field: 'id', fields: ['id'] });
  });
}

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/repairs/complete_unit_requests/:id', Component: SignedInPage },
      { path: '/repairs/complete_unit_request', Component: SignedInPage },
      { path: '/repairs/complete_unit_reports', Component: ReportListStub },
    ],
    { initialEntries: [path] },
  );
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'completeUnits'],
  );
  return router;
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('complete-unit request: refusals read as what they are', () => {
  beforeEach(() => closeFeedbackDialog());

  it('asks for the currency of a credit at its field, not as a crash with a request id', async () => {
    const requests = fakeServer(() =>
      fail(-12, 400, { field: 'aquaCreditCurrency', fields: ['aquaCreditCurrency'] }),
    );
    await renderAt('/repairs/complete_unit_requests/7');
    // A request the maker has taken in (REC) opens on its reply.
    const reply = await screen.findByRole('button', { name: /Maker's reply/ });
    await waitFor(() => expect(reply.getAttribute('aria-expanded')).toBe('true'));
    const amount = await screen.findByLabelText('Credit amount', { selector: 'input' });
    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const currency = screen.getByLabelText('Currency', { selector: 'input' });
    await waitFor(() => expect(errorOf(currency)).toBe('This field is required'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please check the form')).toBeTruthy();
    expect(within(dialog).getByText('Missing parameter: the credit currency.')).toBeTruthy();
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
    expect(screen.queryByText('req-test-1')).toBeNull();
  });

  it('says a request that does not exist was not found, then goes back to the list', async () => {
    fakeServer(() => ok(request));
    const router = await renderAt('/repairs/complete_unit_requests/999');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not found')).toBeTruthy();
    expect(within(dialog).getByText('This record does not exist or is no longer available.')).toBeTruthy();
    expect(within(dialog).queryByText('Oops... Something went wrong!')).toBeNull();
    expect(within(dialog).queryByText('req-test-1')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/complete_unit_reports'));
  });
});

describe("complete-unit request: the maker's reply and the invoice, as the partner reads them", () => {
  beforeEach(() => closeFeedbackDialog());

  const answered: CompleteUnit = {
    ...request,
    status: 'APP',
    aquaCreditAmount: 120,
    aquaCreditCurrency: 'EUR',
    aquaComment: 'Refund approved: credit note follows.',
  };

  it('opens an answered request on the reply, shown as text (no disabled inputs)', async () => {
    fakeServer(() => ok(answered), { reader: partner, stored: answered });
    await renderAt('/repairs/complete_unit_requests/7');
    const reply = await screen.findByRole('button', { name: /Maker's reply/ });
    await waitFor(() => expect(reply.getAttribute('aria-expanded')).toBe('true'));
    const panel = document.getElementById(reply.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Refund approved: credit note follows.')).toBeTruthy();
    expect(within(panel).getByText('Approved')).toBeTruthy();
    expect(within(panel).getByText('€120.00')).toBeTruthy();
    expect(within(panel).queryAllByRole('textbox')).toHaveLength(0);
    expect(panel.querySelectorAll('input, textarea, [disabled]')).toHaveLength(0);
  });

  it('opens a request not answered yet on its first stage, the reply saying so', async () => {
    const waiting: CompleteUnit = { ...request, status: 'SNT' };
    fakeServer(() => ok(waiting), { reader: partner, stored: waiting });
    await renderAt('/repairs/complete_unit_requests/7');
    const robot = await screen.findByRole('button', { name: /Robot info/ });
    await waitFor(() => expect(robot.getAttribute('aria-expanded')).toBe('true'));
    const reply = screen.getByRole('button', { name: /Maker's reply/ });
    expect(reply.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reply);
    const panel = document.getElementById(reply.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('The maker has not answered yet.')).toBeTruthy();
  });

  it('lets the partner open the attached invoice through the request', async () => {
    const requests = fakeServer(() => ok(answered), { reader: partner, stored: answered });
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => {};
    await renderAt('/repairs/complete_unit_requests/7');
    fireEvent.click(await screen.findByRole('button', { name: /Customer details/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the invoice (invoice.pdf)' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/completeUnits/7/invoice')).toBe(true),
    );
  });
});

describe('complete-unit wizard: each stage is checked when it is left', () => {
  beforeEach(() => closeFeedbackDialog());

  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
  const stage = (name: RegExp) => screen.getByRole('button', { name });
  const isOpen = (name: RegExp) => stage(name).getAttribute('aria-expanded') === 'true';
  const mark = (name: RegExp) =>
    stage(name).querySelector('[aria-label]')?.getAttribute('aria-label') ?? 'not done';
  const type = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  };
  const continueFrom = (name: RegExp) => {
    const panel = document.getElementById(stage(name).getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue', hidden: true }));
  };
  const tomorrow = () => formatDateOnly(new Date(Date.now() + 86_400_000));

  it('asks the server about the serial: a robot with a request is refused at the field, the stage kept open and marked', async () => {
    const requests = fakeServer(() => ok(request), {
      reader: partner,
      check: () => fail(-26, 409, { field: 'sn', fields: ['sn'] }),
    });
    await renderAt('/repairs/complete_unit_request');
    await screen.findByRole('button', { name: /Robot info/ });
    fireEvent.change(field('Robot serial number'), { target: { value: 'sn100050' } });
    fireEvent.blur(field('Robot serial number'));
    await waitFor(() =>
      expect(errorOf(field('Robot serial number'))).toBe('A request already exists for this robot.'),
    );
    expect(requests.find((r) => r.url.pathname === '/api/completeUnits/check')?.url.search).toBe(
      '?sn=SN100050',
    );
    type('Arrival date', '05/01/2026');
    continueFrom(/Robot info/);
    await waitFor(() => expect(mark(/Robot info/)).toBe('This stage has errors'));
    expect(isOpen(/Robot info/)).toBe(true);
    expect(isOpen(/Customer details/)).toBe(false);
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
  });

  it('refuses a future arrival, an invalid e-mail and a purchase after the arrival at their fields, stage by stage', async () => {
    fakeServer(() => ok(request), { reader: partner });
    await renderAt('/repairs/complete_unit_request');
    await screen.findByRole('button', { name: /Robot info/ });
    type('Robot serial number', 'SN100001');
    type('Arrival date', tomorrow());
    continueFrom(/Robot info/);
    await waitFor(() => expect(errorOf(field('Arrival date'))).toBe('The date cannot be after today.'));
    expect(mark(/Robot info/)).toBe('This stage has errors');
    expect(isOpen(/Customer details/)).toBe(false);

    type('Arrival date', '10/01/2026');
    expect(errorOf(field('Arrival date'))).toBe('');
    continueFrom(/Robot info/);
    await waitFor(() => expect(isOpen(/Customer details/)).toBe(true));
    expect(mark(/Robot info/)).toBe('Stage complete');

    type('First name', 'Ana');
    type('E-mail', 'ana@');
    type('Purchase date', '01/02/2026');
    continueFrom(/Customer details/);
    await waitFor(() => expect(errorOf(field('E-mail'))).toBe('Enter a valid e-mail address'));
    expect(errorOf(field('Purchase date'))).toBe('The purchase date is after the arrival date (10/01/2026).');
    expect(mark(/Customer details/)).toBe('This stage has errors');
    expect(isOpen(/Customer details/)).toBe(true);
    expect(isOpen(/Failure details/)).toBe(false);
  });

  it('a refusal of the save opens the stage of the refused field, marked, with the words at the field', async () => {
    const requests = fakeServer(() =>
      fail(-6, 400, {
        field: 'dateArrived',
        fields: ['dateArrived', 'purchaseDate'],
        reason: 'arrivalBeforePurchase',
      }),
    );
    await renderAt('/repairs/complete_unit_requests/7');
    await waitFor(() => expect(isOpen(/Maker's reply/)).toBe(true));
    expect(isOpen(/Robot info/)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(isOpen(/Robot info/)).toBe(true));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(errorOf(field('Arrival date'))).toBe(
        'The arrival date is before the purchase date (01/06/2025).',
      ),
    );
    expect(mark(/Robot info/)).toBe('This stage has errors');
    expect(mark(/Customer details/)).toBe('This stage has errors');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please check the form')).toBeTruthy();
    expect(within(dialog).getByText(/Arrival date: This value is not accepted/)).toBeTruthy();
    expect(within(dialog).queryByText('The operation failed. Please try again.')).toBeNull();
  });
});
