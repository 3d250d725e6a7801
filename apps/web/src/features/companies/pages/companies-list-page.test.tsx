import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyRow } from '../../../test/companies';
import { renderRoutes } from '../../../test/render';
import { choose } from '../../../test/select';
import { api, server, type SentRequest } from '../../../test/server';
import { sessionOf } from '../../../test/session';
import { CompaniesListPage } from './companies-list-page';

const rows = [
  companyRow(7, 'SC-700', 'Clear Pools'),
  companyRow(2, 'D-200', 'Blue Waters Distribution', { kind: 'distributor', isActive: false, country: 'ES' }),
];

const staff = (typeId: number) =>
  sessionOf(
    { type: { ...sessionOf().user.type, id: typeId } },
    {
      countries: [
        { code: 'FR', name: 'France' },
        { code: 'ES', name: 'Spain' },
      ],
    },
  );

async function renderList({ typeId = 1, answer = rows }: { typeId?: number; answer?: typeof rows } = {}) {
  const sent: SentRequest[] = [];
  server.use(
    api.get('/dashboard', staff(typeId)),
    api.get(
      '/companies',
      ({ url }) => {
        const active = url.searchParams.get('active');
        const kind = url.searchParams.get('kind');
        const shown = answer.filter(
          (r) => (active === null || String(r.isActive) === active) && (kind === null || r.kind === kind),
        );
        return { rows: shown, total: shown.length };
      },
      sent,
    ),
  );
  const router = await renderRoutes(
    [
      { path: '/admin/companies', Component: CompaniesListPage },
      { path: '/admin/companies/:companyId', element: <p>Company page</p> },
    ],
    '/admin/companies',
    ['common', 'companies'],
  );
  return { sent, router };
}

const table = () => screen.getByRole('table', { name: 'Companies' });
const lastQuery = (sent: SentRequest[]) => Object.fromEntries(sent.at(-1)?.url.searchParams ?? []);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the companies list', () => {
  it('lists the companies sorted by number, with their kind and status in words', async () => {
    const { sent } = await renderList();
    await screen.findByText('Clear Pools');
    expect(lastQuery(sent)).toMatchObject({ page: '1', pageSize: '20', sort: 'number' });
    const clear = within(table()).getByText('Clear Pools').closest('tr') as HTMLElement;
    expect(within(clear).getByText('Service centre')).toBeTruthy();
    expect(within(clear).getByText('Active')).toBeTruthy();
    const blue = within(table()).getByText('Blue Waters Distribution').closest('tr') as HTMLElement;
    expect(within(blue).getByText('Distributor')).toBeTruthy();
    expect(within(blue).getByText('Inactive')).toBeTruthy();
  });

  it('sends the kind and status filters with the request and shows what the server answers', async () => {
    const { sent } = await renderList();
    await screen.findByText('Clear Pools');
    await choose('Kind', 'Distributor');
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ kind: 'distributor', page: '1' }));
    await waitFor(() => expect(within(table()).queryByText('Clear Pools')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ kind: 'distributor', active: 'true' }));
    expect(await screen.findByText('No company matches.')).toBeTruthy();
  });

  it('opens a company from its row', async () => {
    const { router } = await renderList();
    await userEvent.click(await screen.findByText('Clear Pools'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/7'));
  });

  it('offers a new company to the provider administrator only', async () => {
    await renderList({ typeId: 1 });
    await screen.findByText('Clear Pools');
    expect(screen.getByRole('link', { name: 'New company' }).getAttribute('href')).toBe(
      '/admin/companies/new',
    );
  });

  it('hides the new company action from provider staff who may only read', async () => {
    await renderList({ typeId: 2 });
    await screen.findByText('Clear Pools');
    expect(screen.queryByRole('link', { name: 'New company' })).toBeNull();
  });
});
