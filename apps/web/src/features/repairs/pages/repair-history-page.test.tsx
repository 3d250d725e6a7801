import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { repairHistoryLine } from '../../../test/rmas';
import { errorAt, fieldInput } from '../../../test/select';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { ErrorCode } from '@poolside/contract/errors';
import { RepairHistoryPage } from './repair-history-page';

const line = repairHistoryLine;

async function renderHistory(
  path = '/repairs/history',
  answer: unknown = [line(1), line(2, { parentID: null })],
) {
  const sent: SentRequest[] = [];
  server.use(api.post('/rma/history', answer, sent));
  await renderRoutes([{ path: '/repairs/history/:sn?', Component: RepairHistoryPage }], path, [
    'common',
    'repairs',
  ]);
  return sent;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the repair history', () => {
  it('requires a serial at the field and sends nothing', async () => {
    const sent = await renderHistory();
    click('Search');
    await waitFor(() => expect(errorAt('Serial number')).toBe('Enter what to search for.'));
    expect(sent).toHaveLength(0);
  });

  it('searches by serial in capitals and lists the repairs, each linking to its RMA', async () => {
    const sent = await renderHistory();
    fireEvent.change(fieldInput('Serial number'), { target: { value: 'sn100001' } });
    click('Search');
    const table = await screen.findByRole('table', { name: 'Repair history' });
    expect(sent[0]?.body).toMatchObject({ searchType: 'sn', input: 'SN100001' });
    expect(within(table).getByRole('link', { name: '#31' }).getAttribute('href')).toBe(
      '/repairs/rma_history/31',
    );
    // A repair not sent in an RMA yet says so.
    expect(within(table).getByText('Not sent')).toBeTruthy();
    expect(within(table).getAllByText('10/02/2026')).toHaveLength(2);
  });

  it('searches the serial of the address at once', async () => {
    const sent = await renderHistory('/repairs/history/SN100001');
    await screen.findByRole('table', { name: 'Repair history' });
    expect(fieldInput('Serial number').value).toBe('SN100001');
    expect(sent[0]?.body).toMatchObject({ searchType: 'sn', input: 'SN100001' });
  });

  it('searches by repair dates, the last year by default', async () => {
    const sent = await renderHistory();
    fireEvent.click(screen.getByRole('radio', { name: 'Repair date' }));
    expect(fieldInput('From date')).toBeTruthy();
    click('Search');
    await screen.findByRole('table', { name: 'Repair history' });
    const body = sent[0]?.body as { searchType: string; fromDate: number; toDate: number };
    expect(body.searchType).toBe('repairDate');
    expect(body.toDate - body.fromDate).toBeGreaterThanOrEqual(365 * 86_400);
    expect(body.toDate % 86_400).toBe(0);
  });

  it('says when nothing was found, and when the search failed', async () => {
    const sent = await renderHistory('/repairs/history', refusals.notFound());
    fireEvent.change(fieldInput('Serial number'), { target: { value: 'SN9' } });
    click('Search');
    expect(await screen.findByText('No repair history found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    server.use(api.post('/rma/history', failResponse(ErrorCode.fatal), sent));
    click('Search');
    expect(await screen.findByText('Oops... Something went wrong!')).toBeTruthy();
  });

  it('drops the last answer when the search mode changes', async () => {
    await renderHistory();
    fireEvent.change(fieldInput('Serial number'), { target: { value: 'SN100001' } });
    click('Search');
    await screen.findByRole('table', { name: 'Repair history' });
    fireEvent.click(screen.getByRole('radio', { name: 'Internal number' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(fieldInput('Internal number')).toBeTruthy();
  });
});
