import type { FeedbackRow } from '@poolside/contract/feedback';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { choose, fieldInput } from '../../../test/select';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { FeedbackHistoryPage } from './history-page';

const row = (id: number, overrides: Partial<FeedbackRow> = {}): FeedbackRow => ({
  id,
  dateCreate: Date.UTC(2026, 5, 1, 8, 0) / 1000,
  topic: 'spareparts',
  subTopic: 'shipment',
  type: 'stuckInCustoms',
  status: 'SNT',
  complaintType: null,
  department: null,
  ownerName: 'Clear Pools',
  centreId: '3001',
  pn: '',
  sn: '',
  ...overrides,
});
const rows = [
  row(12),
  row(11, {
    topic: 'technical',
    subTopic: 'technical',
    type: '',
    status: 'PRO',
    complaintType: 'manufacturer',
  }),
];

const partner = sessionOf({ type: { ...sessionOf().user.type, id: 6, name: 'Service centre' } });
const staff = sessionOf();

async function renderHistory(session = partner, answer: unknown = { rows, total: rows.length }) {
  const sent: SentRequest[] = [];
  server.use(api.get('/feedback', answer, sent));
  const router = await renderRoutes(
    [
      { path: '/feedback/history', Component: FeedbackHistoryPage },
      { path: '/feedback/report/:id', element: <p>Report page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/feedback/history',
    ['common', 'feedback'],
    signedInClient(session),
  );
  return { sent, router };
}

const lastQuery = (sent: SentRequest[]) => Object.fromEntries(sent.at(-1)?.url.searchParams ?? []);
const headerRow = () =>
  within(screen.getByRole('table', { name: 'Feedback history' })).getAllByRole('row')[0];

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the feedback history', () => {
  it('lists the reports newest first over the last year, topics and statuses in words', async () => {
    const { sent } = await renderHistory();
    const report = await screen.findByRole('row', { name: 'Feedback report #12' });
    const query = lastQuery(sent);
    expect(query.sort).toBe('-dateCreate');
    // The default range: the last 365 days, up to today.
    expect(Number(query.toDate) - Number(query.fromDate)).toBeGreaterThanOrEqual(364 * 86_400);
    expect(within(report).getByText('Spare parts')).toBeTruthy();
    expect(within(report).getByText('Shipment issue · Stuck in customs')).toBeTruthy();
    expect(within(report).getByText('Sent')).toBeTruthy();
    const other = screen.getByRole('row', { name: 'Feedback report #11' });
    expect(within(other).getByText('In process')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('sends the part number and status filters with the request', async () => {
    const { sent } = await renderHistory();
    await screen.findByRole('row', { name: 'Feedback report #12' });
    fireEvent.change(fieldInput('Part number'), { target: { value: ' AB-1 ' } });
    await waitFor(() => expect(lastQuery(sent).pn).toBe('AB-1'));
    await choose('Status', 'Closed');
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ pn: 'AB-1', status: 'CLS' }));
  });

  it('hides the handling columns and customer filters from a partner', async () => {
    await renderHistory(partner);
    await screen.findByRole('row', { name: 'Feedback report #12' });
    expect(headerRow()?.textContent).not.toContain('Complaint type');
    expect(screen.queryByLabelText('Customer')).toBeNull();
    expect(screen.queryByLabelText('Topic', { selector: 'input' })).toBeNull();
  });

  it('shows provider staff the handling columns and lets them filter by customer and topic', async () => {
    const { sent } = await renderHistory(staff);
    const report = await screen.findByRole('row', { name: 'Feedback report #11' });
    expect(headerRow()?.textContent).toContain('Complaint type');
    expect(within(report).getByText('3001')).toBeTruthy();
    await choose('Topic', 'Technical issues');
    await waitFor(() => expect(lastQuery(sent).topic).toBe('technical'));
    fireEvent.change(fieldInput('Customer'), { target: { value: 'Clear' } });
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ topic: 'technical', customer: 'Clear' }));
  });

  it('opens a report from its row', async () => {
    const { router } = await renderHistory();
    await userEvent.click(await screen.findByRole('row', { name: 'Feedback report #11' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/report/11'));
  });

  it('says when there are no reports, and offers no export then', async () => {
    await renderHistory(partner, { rows: [], total: 0 });
    expect(await screen.findByText('No feedback requests yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('shows the error and goes home when the history cannot be loaded', async () => {
    const { router } = await renderHistory(partner, refusals.permissionDenied());
    expect(await screen.findByText("You don't have the permission to do this.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
