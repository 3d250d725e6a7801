import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/dates';
import { renderRoutes } from '../../test/render';
import { api, refusals, server, type SentRequest } from '../../test/server';
import { staffHit } from '../../test/staff-search';
import { hitPath, StaffSearchDialog } from './staff-search-dialog';

const hit = staffHit;

const march = Date.UTC(2026, 2, 14) / 1000;
const openRma = hit({
  kind: 'rma',
  id: 31,
  key: '31',
  status: 'PRO',
  finished: false,
  internalNumber: 'W-9',
  date: march,
});
const closedRma = hit({ kind: 'rma', id: 12, key: '12', status: 'FIN', finished: true });
const serial = hit({
  kind: 'serial',
  id: 5,
  key: 'AB24000123',
  pn: 'AB-S300',
  year: 2024,
  modelName: 'S300',
});

/** The dialog open on every path, with the search answered per text and the page it leads to shown. */
async function renderSearch(answer: (q: string) => unknown) {
  const sent: SentRequest[] = [];
  const onClose = vi.fn();
  server.use(api.get('/search', ({ url }) => answer(url.searchParams.get('q') ?? ''), sent));
  const router = await renderRoutes(
    [{ path: '*', element: <StaffSearchDialog opened onClose={onClose} /> }],
    '/',
    ['common', 'staffSearch'],
  );
  const input = await screen.findByLabelText(/Serial, number, internal number or company/);
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { sent, onClose, router, type };
}

describe('the staff search', () => {
  it('shows an open RMA with its status, internal number and date, and leads to the admin RMA', async () => {
    const { type, sent } = await renderSearch(() => ({ hits: [openRma] }));
    type('  rma 31 ');
    const link = await screen.findByRole('link', { name: /RMA #31/ });
    expect(link.getAttribute('href')).toBe('/admin/rma/31');
    expect(
      within(link).getByText(`Internal number W-9 · ${formatDate(march)} · 3001 · ClearWater Service`),
    ).toBeTruthy();
    expect(sent.map((s) => s.url.searchParams.get('q'))).toEqual(['rma 31']);
  });

  it("leads a finished RMA to the admin history, and a robot serial to the robot's page", () => {
    expect(hitPath(closedRma)).toBe('/admin/rma_history/12');
    expect(hitPath(openRma)).toBe('/admin/rma/31');
    expect(hitPath(serial)).toContain('AB24000123');
    expect(hitPath(hit({ kind: 'order', id: 42, key: '42' }))).toBe('/spares/orders/42');
  });

  it('says a hit without a company has none', async () => {
    const { type } = await renderSearch(() => ({
      hits: [{ ...serial, companyName: null, companyNumber: null }],
    }));
    type('AB24000123');
    const link = await screen.findByRole('link', { name: /Robot, serial AB24000123/ });
    expect(within(link).getByText('S300 · 2024 · No company')).toBeTruthy();
  });

  it('says when nothing is found, naming the text', async () => {
    const { type } = await renderSearch(() => ({ hits: [] }));
    type('nothing-here');
    expect(await screen.findByText('Nothing found for “nothing-here”.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Search results' })).toBeNull();
  });

  it('says when the search failed', async () => {
    const { type } = await renderSearch(() => refusals.fatal());
    type('AB24');
    expect(await screen.findByText('The search failed. Try again.')).toBeTruthy();
  });

  it('opens the only hit on Enter and closes the dialog', async () => {
    const { type, onClose, router } = await renderSearch(() => ({ hits: [openRma] }));
    type('W-9');
    await screen.findByRole('link', { name: /RMA #31/ });
    fireEvent.submit(
      screen.getByLabelText(/Serial, number, internal number or company/).closest('form') as HTMLFormElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/rma/31'));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays on the page on Enter when there is more than one hit', async () => {
    const { type, onClose, router } = await renderSearch(() => ({ hits: [openRma, closedRma] }));
    type('rma');
    await screen.findByRole('link', { name: /RMA #12/ });
    fireEvent.submit(
      screen.getByLabelText(/Serial, number, internal number or company/).closest('form') as HTMLFormElement,
    );
    expect(router.state.location.pathname).toBe('/');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks nothing for a text of spaces', async () => {
    const { type, sent } = await renderSearch(() => ({ hits: [openRma] }));
    type('   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
