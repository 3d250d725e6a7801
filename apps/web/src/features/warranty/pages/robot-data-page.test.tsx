import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { robotItem } from '../../../test/robots';
import { errorAt, fieldInput } from '../../../test/select';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { RobotDataPage } from './robot-data-page';

const partner = sessionOf({ type: { ...sessionOf().user.type, id: 6, name: 'Service centre' } });

async function renderRobotData(answer: unknown, session = partner) {
  const sent: SentRequest[] = [];
  server.use(api.get('/robots/sn/:sn', answer, sent));
  await renderRoutes(
    [{ path: '/repairs/data', Component: RobotDataPage }],
    '/repairs/data',
    ['common', 'warranty'],
    signedInClient(session),
  );
  return sent;
}

const searchFor = (sn: string) => {
  fireEvent.change(fieldInput('Serial number'), { target: { value: sn } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('the robot data lookup', () => {
  it('requires a serial at the field and asks nothing', async () => {
    const sent = await renderRobotData(robotItem('SN100001', 'AB-S300', 'Aquabot S300'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(errorAt('Serial number')).toBe('Enter what to search for.'));
    expect(sent).toHaveLength(0);
  });

  it('looks the serial up in capitals and shows its warranty and details', async () => {
    const sent = await renderRobotData(robotItem('SN100001', 'AB-S300', 'Aquabot S300'));
    searchFor('sn100001');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Under warranty')).toBeTruthy();
    expect(within(banner).getByText('Warranty end: 10/01/2027')).toBeTruthy();
    expect(sent[0]?.url.pathname).toBe('/api/robots/sn/SN100001');
    expect(screen.getByText('24 months')).toBeTruthy();
    expect(screen.getByText('No repairs recorded for this robot')).toBeTruthy();
  });

  it('says when a robot is out of warranty', async () => {
    await renderRobotData(
      robotItem('SN100002', 'AB-S300', 'Aquabot S300', {
        underWarranty: false,
        warrantyEnd: Date.UTC(2025, 5, 1) / 1000,
      }),
    );
    searchFor('SN100002');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Not under warranty')).toBeTruthy();
    expect(within(banner).getByText('Warranty end: 01/06/2025')).toBeTruthy();
  });

  it('says when no robot has the serial', async () => {
    await renderRobotData(refusals.notFound());
    searchFor('SN404');
    expect(await screen.findByText('Robot not found: check the serial number.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a partner the warranty dates with no way to change them', async () => {
    await renderRobotData(robotItem('SN100001', 'AB-S300', 'Aquabot S300'));
    searchFor('SN100001');
    await screen.findByText('10/01/2027');
    expect(screen.queryByRole('button', { name: /Manual warranty end/ })).toBeNull();
  });

  it('saves the manual warranty end the top administrator types, and shows the answer', async () => {
    const saved: SentRequest[] = [];
    server.use(
      api.post(
        '/robots/sn/:sn/manualWarranty',
        robotItem('SN100001', 'AB-S300', 'Aquabot S300', {
          warrantyEnd: Date.UTC(2028, 0, 31) / 1000,
          manualWarrantyEnd: Date.UTC(2028, 0, 31) / 1000,
        }),
        saved,
      ),
    );
    await renderRobotData(robotItem('SN100001', 'AB-S300', 'Aquabot S300'), sessionOf());
    searchFor('SN100001');
    fireEvent.click(await screen.findByRole('button', { name: 'Manual warranty end: 10/01/2027' }));
    const input = screen.getByLabelText('Manual warranty end', { selector: 'input' });
    fireEvent.change(input, { target: { value: '31/01/2028' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Warranty updated')).toBeTruthy();
    expect(saved[0]?.body).toEqual({ manualWarrantyEnd: Date.UTC(2028, 0, 31) / 1000 });
    expect(await screen.findByRole('button', { name: 'Manual warranty end: 31/01/2028' })).toBeTruthy();
  });
});
