import type { PartSearchRow } from '@poolside/contract/spares';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cart, partRow } from '../../../test/orders';
import { renderRoutes } from '../../../test/render';
import { errorAt, fieldInput } from '../../../test/select';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { MakeOrderPage } from './make-order-page';

const brush = partRow();

type Answer = { rows: PartSearchRow[]; hasMore: boolean };

/** The search page with a part search answered by `answer` (per request) and the recorded searches. */
async function renderSearch(
  answer: (body: { input: string; page: number }) => unknown,
  path = '/spares/make_order',
) {
  const searches: SentRequest[] = [];
  server.use(
    api.post('/robots/parts', ({ body }) => answer(body as { input: string; page: number }), searches),
    api.get('/cart', cart({ totalQuantity: 4 })),
  );
  await renderRoutes(
    [
      { path: '/spares/make_order', Component: MakeOrderPage },
      { path: '/spares/make_order/:pn', Component: MakeOrderPage },
    ],
    path,
    ['common', 'spares'],
  );
  return searches;
}

const found = (rows: PartSearchRow[], hasMore = false): Answer => ({ rows, hasMore });
const resultsTable = () => screen.findByRole('table', { name: 'Parts found' });

describe('the part search', () => {
  it('asks for what to search for, and sends nothing without it', async () => {
    const searches = await renderSearch(() => found([brush]));
    expect(await screen.findByRole('link', { name: 'Cart (4)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(errorAt('Part number')).toBe('Enter what to search for.'));
    expect(searches).toHaveLength(0);
  });

  it('searches a part number in capitals, and lists the part with its robot, year and price', async () => {
    const searches = await renderSearch(() => found([brush]));
    fireEvent.change(fieldInput('Part number'), { target: { value: ' ab-brs-01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await resultsTable();
    expect(searches.map((s) => s.body)).toEqual([
      { searchType: 'pn', input: 'AB-BRS-01', page: 1, pageSize: expect.any(Number) },
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('AB-BRS-01')).toBeTruthy();
    expect(within(row).getByText('Swift 300 (RB-300)')).toBeTruthy();
    expect(within(row).getByText('2024')).toBeTruthy();
    expect(within(row).getAllByText('$19.95').length).toBeGreaterThan(0);
  });

  it('searches by robot as typed, under the robot label', async () => {
    const searches = await renderSearch(() => found([brush]));
    fireEvent.click(await screen.findByRole('radio', { name: 'Robot' }));
    fireEvent.change(fieldInput('Robot part number or name'), { target: { value: 'swift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await resultsTable();
    expect(searches[0]?.body).toMatchObject({ searchType: 'robot', input: 'swift', page: 1 });
  });

  it('says no part matches, naming what was searched', async () => {
    await renderSearch(() => found([]), '/spares/make_order/ZZ-404');
    expect(await screen.findByText('Part not found')).toBeTruthy();
    expect(screen.getByText(/No part matches “ZZ-404”/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Parts found' })).toBeNull();
  });

  it('says the search failed when the server fails', async () => {
    await renderSearch(() => refusals.fatal(), '/spares/make_order/AB-BRS-01');
    expect(await screen.findByText('The search failed')).toBeTruthy();
    expect(screen.queryByText('Part not found')).toBeNull();
  });

  it('searches the successor of a superseded part in one click', async () => {
    const old = { ...brush, partPn: 'AB-BRS-00', successor: { pn: 'AB-BRS-01', description: 'Brush v2' } };
    const searches = await renderSearch(
      ({ input }) => found(input === 'AB-BRS-00' ? [old] : [brush]),
      '/spares/make_order/AB-BRS-00',
    );
    const table = await resultsTable();
    expect(within(table).getByText('Superseded by')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'AB-BRS-01' }));
    await waitFor(() =>
      expect(searches.at(-1)?.body).toMatchObject({ searchType: 'pn', input: 'AB-BRS-01', page: 1 }),
    );
    expect(fieldInput('Part number').value).toBe('AB-BRS-01');
    await waitFor(() => expect(screen.queryByText('Superseded by')).toBeNull());
  });

  it('pages forward while the server has more, and back again', async () => {
    const second = { ...brush, partPn: 'AB-BRS-02', partDescription: 'Side brush' };
    const searches = await renderSearch(
      ({ page }) => (page === 1 ? found([brush], true) : found([second])),
      '/spares/make_order/AB',
    );
    await resultsTable();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Side brush')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(searches.at(-1)?.body).toMatchObject({ input: 'AB', page: 2 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
  });
});
