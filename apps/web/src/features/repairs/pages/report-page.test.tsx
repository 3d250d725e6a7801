import { ModalsProvider } from '@mantine/modals';
import type { RobotModel, RobotPart } from '@poolside/contract/catalogue';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { RobotItem } from '@poolside/contract/warranty';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import {
  type FakeAnswer,
  type FakeRequest,
  fail,
  fakeFetch,
  ok,
  renderWithProviders,
} from '../../../test/render';
import { ReportPage } from './report-page';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

const complaintTypes = [
  { id: 2, title: 'Does not move', isOther: false },
  { id: 7, title: 'Other (open field)', isOther: true },
];
const failureTypes = [
  { id: 1, title: 'Drive motor failure', isOther: false },
  { id: 9, title: 'Broken mechanical part', isOther: false },
];

function session(rmaPartsReport = true) {
  return {
    user: {
      id: 4,
      name: 'Sam Service',
      language: 'eng',
      type: {
        id: 6,
        name: 'Service centre',
        editUser: false,
        addUser: false,
        viewUser: false,
        expandedWarranty: false,
        rmaPartsReport,
        manageFeedback: false,
      },
      centerMoovexID: '3001',
      menus: [],
      gdprApproved: true,
    },
    latestNews: [],
    years: [],
    brands: [],
    countries: [],
    complaintTypes,
    failureTypes,
  } as unknown as Dashboard;
}

const robot = {
  sn: 'SN100001',
  pn: 'AB-S300',
  name: 'Aquabot S300',
  year: 2024,
  underWarranty: true,
  warrantyEnd: utc('2027-05-31'),
  productionDate: utc('2024-02-01'),
  // The motor MT10000001 is fitted; MT00000999 was removed by an earlier repair.
  parts: [
    {
      slot: 'motor',
      pn: 'AB-MTR-01',
      sn: 'MT10000001',
      name: 'Drive motor',
      fittedFrom: utc('2024-02-01'),
      partWarrantyEnd: null,
    },
  ],
  history: [
    {
      slot: 'motor',
      oldPN: 'AB-MTR-01',
      oldSN: 'MT00000999',
      newPN: 'AB-MTR-01',
      newSN: 'MT10000001',
      date: utc('2025-01-10'),
    },
  ],
} as unknown as RobotItem;

const workbookPart = (pn: string, name: string, amount: number, nonSerialic: boolean): RobotPart => ({
  balloonID: 1,
  pn,
  name,
  amount,
  sn: '',
  sn_list: [],
  nonSerialic,
  replaced: false,
  isMajor: false,
});

const model = {
  pn: 'AB-S300',
  year: 2024,
  parts: [workbookPart('AB-MTR-01', 'Drive motor', 1, false), workbookPart('AB-BRS-01-SP', 'Brush', 4, true)],
} as unknown as RobotModel;

/** The part registry: AB-FLT-09 is registered but not in this robot's workbook. */
const registry: Record<string, { pn: string; description: string; nonSerialic: boolean }> = {
  'AB-MTR-01': { pn: 'AB-MTR-01', description: 'Drive motor', nonSerialic: false },
  'AB-BRS-01': { pn: 'AB-BRS-01', description: 'Brush', nonSerialic: true },
  'AB-FLT-09': { pn: 'AB-FLT-09', description: 'Filter basket', nonSerialic: true },
};

/** Motor serials are MT + 8 digits; MT20000002 is fitted in another robot (-27 as a new part). */
function validation({ url, body }: FakeRequest): FakeAnswer {
  const pn = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const { sn, robotSN } = body as { sn: string; robotSN?: string };
  if (!registry[pn] || !/^MT\d{8}$/.test(sn)) return fail(-6, 400, { field: 'sn', fields: ['sn'] });
  if (!robotSN && sn === 'MT20000002') return fail(-27, 409, { field: 'sn', fields: ['sn'] });
  return ok(registry[pn]);
}

type SaveHandler = (request: FakeRequest) => FakeAnswer;

function fakeServer(save: SaveHandler = () => ok([]), rmaPartsReport = true) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/dashboard') return ok(session(rmaPartsReport));
    if (path === '/api/robots/sn/SN100001') return ok(robot);
    if (path === '/api/robots/sn/SN404') return fail(-15, 404);
    if (path === '/api/robots/2024/AB-S300') return ok(model);
    if (path === '/api/popups/sn/SN100001') return ok([]);
    if (path.startsWith('/api/descriptions/')) {
      const part = registry[decodeURIComponent(path.slice('/api/descriptions/'.length))];
      return part ? ok(part) : fail(-15, 404);
    }
    if (path.startsWith('/api/rma/partValidation/')) return validation(request);
    if (path === '/api/rma/line/SN100001' && request.method === 'PUT') return save(request);
    return fail(-1, 404);
  });
}

function RmaListStub() {
  return <p>RMA list page</p>;
}

async function renderReport(entry = '/repairs/report/SN100001') {
  const router = createMemoryRouter(
    [
      { path: '/repairs/report/:sn?', Component: ReportPage },
      { path: '/repairs/rma', Component: RmaListStub },
    ],
    { initialEntries: [entry] },
  );
  await renderWithProviders(
    <ModalsProvider>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'repairs'],
  );
  return router;
}

/** Waits for the composer of SN100001 (robot, workbook and session loaded). */
async function renderComposer() {
  const router = await renderReport();
  await screen.findByText('Add line');
  return router;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required asterisk (label queries are much faster than role queries). */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input, textarea',
  }) as HTMLInputElement;
const queryInput = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), { selector: 'input, textarea' });

function fill(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** Types the old PN and leaves the field, as the user does, which looks the part up. */
function oldPn(value: string) {
  fill('Old part PN', value);
  fireEvent.blur(input('Old part PN'));
}

async function choose(label: string, option: string) {
  fireEvent.click(input(label));
  // Mantine keeps the dropdown out of the accessibility tree in jsdom: find the option by its text.
  fireEvent.click(await screen.findByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(input(label).value).toBe(option));
}

/** fireEvent rather than userEvent: userEvent's pointer checks read computed styles up the tree, slow in jsdom. */
const click = (element: Element) => fireEvent.click(element);
const addButton = () => screen.getByText('Add line').closest('button') as HTMLButtonElement;
const addLine = async () => click(addButton());

const composerFields = [
  'Old part PN',
  'Old part SN',
  'New part PN',
  'New part SN',
  'Amount',
  'Complaint',
  'Failure',
  'Description',
];

/** The messages at the composer's fields, in field order (each refused rule is said at its field). */
async function lineMessages() {
  const read = () =>
    composerFields
      .map((label) => queryInput(label))
      .filter((field): field is HTMLElement => field !== null)
      .flatMap((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((id) => id.endsWith('-error'))
          .map((id) => document.getElementById(id)?.textContent ?? ''),
      )
      .filter(Boolean);
  await waitFor(() => expect(read().length).toBeGreaterThan(0));
  return read();
}

async function addMotorLine(oldSN = 'MT10000001', newSN = 'MT77770001') {
  oldPn('ab-mtr-01');
  await screen.findByText('Drive motor');
  fill('Old part SN', oldSN);
  fill('New part PN', 'AB-MTR-01');
  fill('New part SN', newSN);
  await choose('Complaint', 'Does not move');
  await choose('Failure', 'Drive motor failure');
  await addLine();
}

const noLines = () => screen.queryByText('No repair line yet: add the replaced parts above.');
const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');
const send = async () => click(screen.getByText('Send repairs'));
const todayText = () => formatDateOnly(Math.floor(Date.now() / 86400_000) * 86400);

describe('warranty repair report (/repairs/report)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('says when the serial is unknown and hides the composer from a user type without the report right', async () => {
    fakeServer(undefined, false);
    await renderReport();
    expect(await screen.findByText(/may look robots up but cannot report repairs/)).toBeTruthy();
    expect(screen.queryByText('Add line')).toBeNull();

    fill('Robot SN', 'sn404');
    expect(input('Robot SN').value).toBe('SN404');
    click(screen.getByText('Search'));
    expect(await screen.findByText('Robot not found. Check the serial number.')).toBeTruthy();
  });

  it('disables both serial fields for a non-serial old part, copies its PN and offers the workbook amount', async () => {
    fakeServer();
    await renderComposer();
    expect(input('Old part SN').disabled).toBe(false);
    expect(queryInput('Amount')).toBeNull();

    oldPn('ab-brs-01');
    expect(input('Old part PN').value).toBe('AB-BRS-01');
    expect(await screen.findByText('Brush')).toBeTruthy();
    expect(input('Old part SN').disabled).toBe(true);
    expect(input('Old part SN').placeholder).toBe('Non-serial part');
    expect(input('New part SN').disabled).toBe(true);
    expect(input('New part PN').value).toBe('AB-BRS-01');
    // The workbook holds 4 brushes (under the PN with the -SP suffix): amounts 1..4.
    click(input('Amount'));
    const listbox = document.getElementById(input('Amount').getAttribute('aria-controls') ?? '');
    const options = within(listbox as HTMLElement).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);

    // A serial part of amount 1 enables the serials again and has no amount choice.
    oldPn('AB-MTR-01');
    expect(await screen.findByText('Drive motor')).toBeTruthy();
    expect(input('Old part SN').disabled).toBe(false);
    expect(input('New part SN').disabled).toBe(false);
    expect(queryInput('Amount')).toBeNull();
  });

  it('refuses a line until it passes the rules: PNs, complaint, failure, then each serial rule', async () => {
    const requests = fakeServer();
    await renderComposer();
    await addLine();
    expect(await lineMessages()).toEqual([
      'The old part number is not valid.',
      'The new part number is not valid.',
      'Choose a complaint.',
      'Choose a failure.',
    ]);
    expect(noLines()).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/rma/'))).toHaveLength(0);

    // An unknown old PN is refused as soon as the field is left.
    fill('Old part PN', 'XX-404');
    // Typing clears the field's message; the other fields keep theirs until they change.
    expect(await lineMessages()).toEqual([
      'The new part number is not valid.',
      'Choose a complaint.',
      'Choose a failure.',
    ]);
    fireEvent.blur(input('Old part PN'));
    await waitFor(async () => expect((await lineMessages())[0]).toBe('The old part number is not valid.'));
    expect(requests.some((r) => r.url.pathname === '/api/descriptions/XX-404')).toBe(true);
    expect(input('Old part SN').disabled).toBe(false);

    // Serial rules: copied, already reported, not the recorded one, bad shape, fitted elsewhere.
    const validations = () => requests.filter((r) => r.url.pathname === '/api/rma/partValidation/AB-MTR-01');
    const checkOf = (sn: string) => validations().find((r) => (r.body as { sn: string }).sn === sn)?.body;
    const expectRefused = async (message: string) => {
      const before = validations().length;
      await addLine();
      await waitFor(() => expect(validations().length).toBeGreaterThan(before));
      // Wait for the check to end (the button is disabled while it loads), then read the new message.
      await waitFor(() => expect(addButton().disabled).toBe(false));
      expect(await lineMessages()).toEqual([message]);
    };

    await addMotorLine('MT10000001', 'MT10000001');
    expect(await lineMessages()).toEqual(['The new serial number must differ from the old one.']);

    fill('New part SN', 'MT77770001');
    fill('Old part SN', 'mt00000999');
    await expectRefused('This old serial number was already reported for this robot.');

    // A well-formed serial, but not the motor the robot's record holds.
    fill('Old part SN', 'MT10000002');
    await expectRefused('The old serial number is not valid for this part and robot.');
    expect(checkOf('MT10000002')).toEqual({ sn: 'MT10000002', robotSN: 'SN100001' });

    // A new serial fitted in another robot (-27); a new part is validated without the robot.
    fill('Old part SN', 'MT10000001');
    fill('New part SN', 'MT20000002');
    await expectRefused('The new serial number is not valid or is already fitted in a robot.');
    expect(checkOf('MT20000002')).toEqual({ sn: 'MT20000002' });

    // The server refuses the serial's shape (-6).
    fill('Old part SN', 'XX1');
    fill('New part SN', 'MT77770001');
    await expectRefused('The old serial number is not valid for this part and robot.');
    expect(checkOf('XX1')).toEqual({ sn: 'XX1', robotSN: 'SN100001' });
    expect(noLines()).toBeTruthy();

    fill('Old part SN', 'MT10000001');
    await addLine();
    expect(await screen.findByText('MT77770001', { selector: 'td' })).toBeTruthy();
    expect(input('Old part PN').getAttribute('aria-invalid')).not.toBe('true');
    // The composer is emptied for the next line.
    expect(input('Old part PN').value).toBe('');
    expect(input('Old part SN').value).toBe('');
    expect(input('New part SN').value).toBe('');
  });

  it('requires a description when "other" is chosen; a composed line can be removed', async () => {
    fakeServer();
    await renderComposer();
    oldPn('AB-BRS-01');
    await screen.findByText('Brush');
    await choose('Complaint', 'Other (open field)');
    await choose('Failure', 'Broken mechanical part');
    expect(screen.getByText('Required: describe the complaint or failure in your own words.')).toBeTruthy();
    await addLine();
    expect(await lineMessages()).toEqual(['Please describe the failure.']);
    expect(noLines()).toBeTruthy();

    fill('Description', 'Brushes torn by a tile edge');
    await addLine();
    expect(await screen.findByText('Broken mechanical part: Brushes torn by a tile edge')).toBeTruthy();
    expect(noLines()).toBeNull();

    // A composed line may be removed before sending.
    click(screen.getByLabelText('Remove line'));
    expect(noLines()).toBeTruthy();
    expect(screen.queryByText('Broken mechanical part: Brushes torn by a tile edge')).toBeNull();
  });

  it('asks before adding a registered PN that is not in the workbook', async () => {
    fakeServer();
    await renderComposer();
    oldPn('AB-FLT-09');
    await screen.findByText('Filter basket');
    await choose('Complaint', 'Does not move');
    await choose('Failure', 'Broken mechanical part');
    await addLine();
    expect(
      await screen.findByText("Part AB-FLT-09 is not in this robot's workbook. Are you sure?"),
    ).toBeTruthy();
    click(screen.getByText('No'));
    await waitFor(() => expect(screen.queryByText(/is not in this robot's workbook/)).toBeNull());
    expect(noLines()).toBeTruthy();

    await addLine();
    await screen.findByText(/is not in this robot's workbook/);
    click(screen.getByText('Yes'));
    expect(await screen.findByText('Filter basket', { selector: 'td' })).toBeTruthy();
  });

  it('shows the robot, then checks the report before saving: a line, a technician, a real date not in the future', async () => {
    const requests = fakeServer();
    await renderComposer();
    expect(input('Robot SN').value).toBe('SN100001');
    expect(screen.getByText('Aquabot S300')).toBeTruthy();
    expect(screen.getByText('Under warranty until 31/05/2027')).toBeTruthy();
    expect(input('Repair date').value).toBe(todayText());
    expect(noLines()).toBeTruthy();

    await send();
    expect(await screen.findByText('Add at least one repair line.')).toBeTruthy();
    expect(screen.getByText("Enter the technician's name.")).toBeTruthy();

    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    fill('Technician', 'Marc Dupuis');
    // The date picker takes real dd/MM/yyyy days only: an impossible one falls back to the last good day.
    fill('Repair date', '31/02/2026');
    fireEvent.blur(input('Repair date'));
    expect(input('Repair date').value).toBe(todayText());
    expect(screen.queryByText('Add at least one repair line.')).toBeNull();
    expect(screen.queryByText("Enter the technician's name.")).toBeNull();

    fill('Repair date', formatDateOnly(Math.floor(Date.now() / 86400_000) * 86400 + 2 * 86400));
    await send();
    expect(await screen.findByText('The repair date cannot be in the future.')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('saves the lines with the report technician, date and internal number, then opens the RMA list', async () => {
    const requests = fakeServer(() =>
      ok([
        { id: 1, returnToQA: false },
        { id: 2, returnToQA: true },
      ]),
    );
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });

    oldPn('ab-brs-01');
    await screen.findByText('Brush');
    await choose('Amount', '2');
    await choose('Complaint', 'Other (open field)');
    await choose('Failure', 'Broken mechanical part');
    fill('Description', '  Torn  ');
    await addLine();
    await screen.findByText('Brush', { selector: 'td' });

    fill('Technician', 'Marc Dupuis');
    fill('Repair date', '01/03/2026');
    fill('Internal number', 'WO-1');
    await send();

    expect(await screen.findByText('RMA list page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/repairs/rma');
    const [save] = puts(requests);
    expect(save.url.pathname).toBe('/api/rma/line/SN100001');
    expect(save.body).toEqual({
      technician: 'Marc Dupuis',
      repairDate: utc('2026-03-01'),
      internalNumber: 'WO-1',
      lines: [
        {
          oldPN: 'AB-MTR-01',
          oldSN: 'MT10000001',
          newPN: 'AB-MTR-01',
          newSN: 'MT77770001',
          amount: 1,
          complaint: 2,
          failure: 1,
          description: '',
          nonSerialPart: false,
        },
        {
          oldPN: 'AB-BRS-01',
          oldSN: '',
          newPN: 'AB-BRS-01',
          newSN: '',
          amount: 2,
          complaint: 7,
          failure: 9,
          description: 'Torn',
          nonSerialPart: true,
        },
      ],
    });
    // A saved line goes back to QA: the success dialog says to keep the part.
    expect(await screen.findByText('Operation Success')).toBeTruthy();
    expect(screen.getByText(/must be returned to quality assurance/)).toBeTruthy();
  });

  it('keeps the new part PN the user types while the old PN is still being looked up (no prefill over it)', async () => {
    fakeServer();
    await renderComposer();
    oldPn('ab-mtr-01');
    // Typed before the old PN's description has arrived.
    fill('New part PN', 'AB-MTR-02');
    await screen.findByText('Drive motor');
    expect(input('New part PN').value).toBe('AB-MTR-02');
    // Left empty, the new PN is prefilled with the old one once it is known.
    fill('New part PN', '');
    oldPn('AB-MTR-01 ');
    await waitFor(() => expect(input('New part PN').value).toBe('AB-MTR-01'));
  });

  it('asks before leaving with composed lines not sent, and leaves when the user says so', async () => {
    fakeServer();
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    await router.navigate('/repairs/rma');
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/repairs/report/SN100001');
    expect(screen.getByText('MT77770001', { selector: 'td' })).toBeTruthy();

    await router.navigate('/repairs/rma');
    click(await screen.findByRole('button', { name: 'Leave and lose changes' }));
    expect(await screen.findByText('RMA list page')).toBeTruthy();
  });

  it('shows the save error dialog with the request id when the server refuses a line (-6 on lines.0.oldSN)', async () => {
    const requests = fakeServer(() => fail(-6, 400, { field: 'lines.0.oldSN', fields: ['lines.0.oldSN'] }));
    const router = await renderComposer();
    await addMotorLine();
    await screen.findByText('MT77770001', { selector: 'td' });
    fill('Technician', 'Marc Dupuis');
    await send();

    expect(await screen.findByText('Oops... Something went wrong!')).toBeTruthy();
    expect(screen.getByText('The repairs could not be saved. Check the lines and try again.')).toBeTruthy();
    expect(screen.getByText('req-test-1')).toBeTruthy();
    expect(puts(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/repairs/report/SN100001');
    // The page drops the only line of a refused report (it must be composed again).
    await waitFor(() => expect(noLines()).toBeTruthy());
  });
});
