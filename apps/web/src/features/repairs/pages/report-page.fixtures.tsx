// The fixtures of report-page.test.tsx (not a test file): a fake server answering one robot (SN100001), its
// model's workbook and the part registry, the page rendered in a router, and the composer's fields by label.
import { ModalsProvider } from '@mantine/modals';
import type { RobotModel, RobotPart } from '@poolside/contract/catalogue';
import type { Dashboard } from '@poolside/contract/dashboard';
import type { RobotItem } from '@poolside/contract/warranty';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
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

export const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

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

export function fakeServer(save: SaveHandler = () => ok([]), rmaPartsReport = true) {
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

export async function renderReport(entry = '/repairs/report/SN100001') {
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
export async function renderComposer() {
  const router = await renderReport();
  await screen.findByText('Add line');
  return router;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required asterisk (label queries are much faster than role queries). */
export const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input, textarea',
  }) as HTMLInputElement;
export const queryInput = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), { selector: 'input, textarea' });

export function fill(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** Types the old PN and leaves the field, as the user does, which looks the part up. */
export function oldPn(value: string) {
  fill('Old part PN', value);
  fireEvent.blur(input('Old part PN'));
}

export async function choose(label: string, option: string) {
  fireEvent.click(input(label));
  // Mantine keeps the dropdown out of the accessibility tree in jsdom: find the option by its text.
  fireEvent.click(await screen.findByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(input(label).value).toBe(option));
}

/** fireEvent rather than userEvent: userEvent's pointer checks read computed styles up the tree, slow in jsdom. */
export const click = (element: Element) => fireEvent.click(element);
export const addButton = () => screen.getByText('Add line').closest('button') as HTMLButtonElement;
export const addLine = async () => click(addButton());

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
export async function lineMessages() {
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

export async function addMotorLine(oldSN = 'MT10000001', newSN = 'MT77770001') {
  oldPn('ab-mtr-01');
  await screen.findByText('Drive motor');
  fill('Old part SN', oldSN);
  fill('New part PN', 'AB-MTR-01');
  fill('New part SN', newSN);
  await choose('Complaint', 'Does not move');
  await choose('Failure', 'Drive motor failure');
  await addLine();
}

export const noLines = () => screen.queryByText('No repair line yet: add the replaced parts above.');
export const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');
export const send = async () => click(screen.getByText('Send repairs'));
export const todayText = () => formatDateOnly(Math.floor(Date.now() / 86400_000) * 86400);
