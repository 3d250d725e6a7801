import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { repairHistoryLine } from '../../../test/rmas';
import { robotItem } from '../../../test/robots';
import { fieldInput } from '../../../test/select';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { ChangedPartsPage } from './changed-parts-page';

const repair = repairHistoryLine(1, { internalNumber: '', technician: '' });

async function renderChangedParts(path: string, robot: unknown, history: unknown = [repair]) {
  const lookups: SentRequest[] = [];
  const searches: SentRequest[] = [];
  server.use(api.get('/robots/sn/:sn', robot, lookups), api.post('/rma/history', history, searches));
  const router = await renderRoutes(
    [{ path: '/admin/changed_robot_parts', Component: ChangedPartsPage }],
    path,
    ['common', 'adminWarranty', 'warranty'],
    signedInClient(sessionOf()),
  );
  return { router, lookups, searches };
}

describe('the changed robot parts', () => {
  it('asks for a serial until one is given, and asks the server nothing', async () => {
    const { lookups } = await renderChangedParts('/admin/changed_robot_parts', robotItem('SN1', 'AB', 'x'));
    expect(await screen.findByText(/Enter a robot serial number/)).toBeTruthy();
    expect(lookups).toHaveLength(0);
  });

  it('looks the serial up, keeps it in the address and lists the parts its repairs replaced', async () => {
    const { router, searches } = await renderChangedParts(
      '/admin/changed_robot_parts',
      robotItem('SN100001', 'AB-S300', 'Aquabot S300'),
    );
    fireEvent.change(fieldInput('Robot SN'), { target: { value: 'sn100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Repairs' });
    expect(router.state.location.search).toBe('?sn=SN100001');
    expect(searches[0]?.body).toEqual({ searchType: 'sn', input: 'SN100001' });
    const row = within(table).getByText('M-001').closest('tr') as HTMLElement;
    expect(within(row).getByText('31')).toBeTruthy();
    expect(within(row).getByText('10/02/2026')).toBeTruthy();
    expect(screen.getByText('Under warranty')).toBeTruthy();
  });

  it('says a robot without repairs has none', async () => {
    await renderChangedParts(
      '/admin/changed_robot_parts?sn=SN100001',
      robotItem('SN100001', 'AB-S300', 'Aquabot S300'),
      refusals.notFound(),
    );
    expect(await screen.findByText('No repairs recorded for this robot')).toBeTruthy();
  });

  it('says when no robot has the serial, without asking for its repairs', async () => {
    const { searches } = await renderChangedParts('/admin/changed_robot_parts?sn=SN404', refusals.notFound());
    expect(await screen.findByText('Robot not found')).toBeTruthy();
    await waitFor(() => expect(searches).toHaveLength(0));
  });
});
