import type { CompleteUnitRow } from '@poolside/contract/complete-units';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { choose, fieldInput } from '../../../test/select';
import { api, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { UnitReportsPage } from './unit-reports-page';

const unit = (id: number, overrides: Partial<CompleteUnitRow> = {}): CompleteUnitRow => ({
  id,
  sn: `SN10000${id}`,
  pn: 'AB-S300',
  robotDesc: 'Aquabot S300',
  dateArrived: Date.UTC(2026, 4, 1) / 1000,
  dateCreate: Date.UTC(2026, 4, 2) / 1000,
  firstName: 'Jo',
  lastName: 'Swim',
  action: 'refund',
  newSN: '',
  aquaCreditAmount: null,
  aquaCreditCurrency: null,
  status: 'SNT',
  companyId: 3,
  moovexID: '3001',
  companyName: 'Clear Pools',
  ...overrides,
});
const rows = [unit(2, { aquaCreditAmount: 420, aquaCreditCurrency: 'ILS', status: 'APP' }), unit(1)];

const partner = sessionOf({ type: { ...sessionOf().user.type, id: 6, name: 'Service centre' } });

async function renderReports(session = partner) {
  const sent: SentRequest[] = [];
  server.use(api.get('/completeUnits', { rows, total: rows.length }, sent));
  const router = await renderRoutes(
    [
      { path: '/repairs/complete_unit_reports', Component: UnitReportsPage },
      { path: '/repairs/complete_unit_requests/:id', element: <p>Request page</p> },
    ],
    '/repairs/complete_unit_reports',
    ['common', 'completeUnits'],
    signedInClient(session),
  );
  return { sent, router };
}

const lastQuery = (sent: SentRequest[]) => Object.fromEntries(sent.at(-1)?.url.searchParams ?? []);
const header = () =>
  within(screen.getByRole('table', { name: 'Complete-unit requests' })).getAllByRole('row')[0]?.textContent;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the complete-unit requests', () => {
  it('lists the last 30 days newest first, with the credit in its currency or "not credited"', async () => {
    const { sent } = await renderReports();
    const credited = await screen.findByRole('row', { name: 'Request #2, robot SN100002' });
    const query = lastQuery(sent);
    expect(query.sort).toBe('-dateCreate');
    expect(Number(query.toDate) - Number(query.fromDate)).toBeGreaterThanOrEqual(29 * 86_400);
    expect(Number(query.toDate) - Number(query.fromDate)).toBeLessThan(32 * 86_400);
    expect(within(credited).getByText('₪420.00')).toBeTruthy();
    expect(within(credited).getByText('Approved')).toBeTruthy();
    const other = screen.getByRole('row', { name: 'Request #1, robot SN100001' });
    expect(within(other).getByText('Not credited')).toBeTruthy();
    expect(within(other).getByText('Refund')).toBeTruthy();
  });

  it('shows a partner no service-centre column and no customer filter', async () => {
    await renderReports(partner);
    await screen.findByRole('row', { name: 'Request #1, robot SN100001' });
    expect(header()).not.toContain('Service centre');
    expect(screen.queryByLabelText('Customer number')).toBeNull();
  });

  it("shows provider staff each request's service centre and filters by customer number and status", async () => {
    const { sent } = await renderReports(sessionOf());
    const row = await screen.findByRole('row', { name: 'Request #1, robot SN100001' });
    expect(within(row).getByText('3001 Clear Pools')).toBeTruthy();
    expect(within(row).getByText('Jo Swim')).toBeTruthy();
    fireEvent.change(fieldInput('Customer number'), { target: { value: ' 3001 ' } });
    await waitFor(() => expect(lastQuery(sent).moovexID).toBe('3001'));
    await choose('Status', 'Approved');
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ moovexID: '3001', status: 'APP' }));
  });

  it('opens a request from its row', async () => {
    const { router } = await renderReports();
    await userEvent.click(await screen.findByRole('row', { name: 'Request #2, robot SN100002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repairs/complete_unit_requests/2'));
  });
});
