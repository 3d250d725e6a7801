import type { Rma } from '@poolside/contract/repairs';
import { rma } from '../../../test/rmas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, failResponse, server, type SentRequest } from '../../../test/server';
import { ErrorCode } from '@poolside/contract/errors';
import { sessionOf, signedInClient } from '../../../test/session';
import { RmaListPage } from './rma-list-page';

const admin = (typeId: number) => sessionOf({ type: { ...sessionOf().user.type, id: typeId } });

async function renderList(typeId: number, rows: Rma[]) {
  const lists: SentRequest[] = [];
  const changes: SentRequest[] = [];
  server.use(
    api.get('/rma/requests/unfinished', { rows, total: rows.length }, lists),
    api.post(
      '/rma/multiple_status_change/:status',
      ({ body }) => ({ changed: (body as { ids: number[] }).ids }),
      changes,
    ),
  );
  const router = await renderRoutes(
    [
      { path: '/admin/rma', Component: RmaListPage },
      { path: '/admin/rma/:id', element: <p>RMA page</p> },
    ],
    '/admin/rma',
    ['common', 'adminRma'],
    signedInClient(admin(typeId)),
  );
  return { lists, changes, router };
}

const statusOf = (id: number) =>
  screen.getByLabelText(`Status of RMA ${id}`, { selector: 'input' }) as HTMLInputElement;
/** Picks a status in one of the page's status pickers (each has its own option list). */
async function chooseStatus(input: HTMLInputElement, word: string) {
  fireEvent.click(input);
  const list = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the options are not open');
    return element;
  });
  fireEvent.click(within(list).getByRole('option', { name: word, hidden: true }));
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('manage RMA clients', () => {
  it('lists the unfinished RMAs, newest first, for the admin screen', async () => {
    const { lists } = await renderList(2, [rma(8, 'PRO'), rma(7, 'REC')]);
    await waitFor(() => expect(statusOf(8).value).toBe('Processing'));
    expect(Object.fromEntries(lists[0]?.url.searchParams ?? [])).toMatchObject({
      admin: 'true',
      sort: '-dateSent',
      pageSize: '50',
    });
    expect(statusOf(7).value).toBe('Received');
  });

  it("marks the top administrator's sent RMAs as received on opening, once", async () => {
    const { changes } = await renderList(1, [rma(9, 'SNT'), rma(8, 'PRO'), rma(7, 'SNT')]);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.url.pathname).toBe('/api/rma/multiple_status_change/REC');
    expect(changes[0]?.body).toEqual({ ids: [9, 7] });
    await waitFor(() => expect(statusOf(9).value).toBe('Received'));
    expect(statusOf(8).value).toBe('Processing');
  });

  it('leaves sent RMAs as they are for other provider staff', async () => {
    const { changes } = await renderList(2, [rma(9, 'SNT')]);
    await waitFor(() => expect(statusOf(9).value).toBe('Sent'));
    expect(changes).toHaveLength(0);
  });

  it("sends a row's new status at once and shows it", async () => {
    const { changes } = await renderList(2, [rma(8, 'PRO')]);
    await waitFor(() => expect(statusOf(8).value).toBe('Processing'));
    await chooseStatus(statusOf(8), 'Approved');
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.url.pathname).toBe('/api/rma/multiple_status_change/APP');
    expect(changes[0]?.body).toEqual({ ids: [8] });
    expect(statusOf(8).value).toBe('Approved');
  });

  it('sets one status on the selected RMAs together', async () => {
    const { changes } = await renderList(2, [rma(8, 'PRO'), rma(7, 'REC'), rma(6, 'REC')]);
    await waitFor(() => expect(statusOf(8).value).toBe('Processing'));
    const rows = within(screen.getByRole('table', { name: 'Manage RMA clients' })).getAllByRole('row');
    const apply = () => screen.getByRole('button', { name: /Apply to selected/ }) as HTMLButtonElement;
    expect(apply().disabled).toBe(true);
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(rows[3] as HTMLElement).getByRole('checkbox'));
    await chooseStatus(
      screen.getByLabelText('Status for the selected RMAs', { selector: 'input' }) as HTMLInputElement,
      'Closed',
    );
    expect(apply().textContent).toBe('Apply to selected (2)');
    fireEvent.click(apply());
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.url.pathname).toBe('/api/rma/multiple_status_change/CLS');
    expect(changes[0]?.body).toEqual({ ids: [8, 6] });
  });

  it("searches the statuses by their words in the reader's language too", async () => {
    const { lists } = await renderList(2, [rma(8, 'PRO')]);
    await waitFor(() => expect(statusOf(8).value).toBe('Processing'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'rec');
    await waitFor(() =>
      expect(Object.fromEntries(lists.at(-1)?.url.searchParams ?? [])).toMatchObject({
        filter: 'rec',
        labelStatuses: 'REC',
      }),
    );
  });

  it('says which change was not saved, with the request id for support', async () => {
    await renderList(2, [rma(8, 'PRO')]);
    // Handlers added last answer first.
    server.use(api.post('/rma/multiple_status_change/:status', failResponse(ErrorCode.fatal)));
    await waitFor(() => expect(statusOf(8).value).toBe('Processing'));
    await chooseStatus(statusOf(8), 'Approved');
    const alert = (await screen.findByText('A change was not saved')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByText('Status of #8 to Approved')).toBeTruthy();
    expect(within(alert).getByText('req-test-1')).toBeTruthy();
  });

  it('opens an RMA from its row', async () => {
    const { router } = await renderList(2, [rma(8, 'PRO')]);
    await userEvent.click(await screen.findByText('Clear Pools'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/rma/8'));
  });
});
