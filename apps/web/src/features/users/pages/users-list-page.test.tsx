import type { UserRow } from '@poolside/contract/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { UsersListPage } from './users-list-page';

const user = (id: number, name: string, overrides: Partial<UserRow> = {}): UserRow => ({
  id,
  name,
  centerMoovexID: '3001',
  companyName: 'Clear Pools',
  email: `${name.split(' ')[0]?.toLowerCase()}@clear.test`,
  phone: '',
  country: 'FR',
  type: { id: 6, name: 'Service centre' },
  disabled: 0,
  status: 'active',
  ...overrides,
});

const reader = (typeId: number, rights: Partial<Record<'viewUser' | 'editUser' | 'addUser', boolean>>) =>
  sessionOf({ type: { ...sessionOf().user.type, id: typeId, ...rights } });

async function renderUsers(session: ReturnType<typeof sessionOf>, rows: () => UserRow[] | Response) {
  const sent: SentRequest[] = [];
  server.use(
    api.get(
      '/users',
      ({ url }) => {
        const status = url.searchParams.get('status');
        const answer = rows();
        if (answer instanceof Response) return answer;
        const shown = answer.filter((r) => status === null || r.status === status);
        return { rows: shown, total: shown.length };
      },
      sent,
    ),
  );
  const router = await renderRoutes(
    [
      { path: '/users', Component: UsersListPage },
      { path: '/users/:id', element: <p>User page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/users',
    ['common', 'users'],
    signedInClient(session),
  );
  return { sent, router };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const all = [
  user(1, 'Ana Pool'),
  user(2, 'Ben Pending', { status: 'pending' }),
  user(3, 'Cid Off', { disabled: 1, status: 'disabled' }),
];

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the users list', () => {
  it('lists the users with their status: pending, disabled or not', async () => {
    await renderUsers(reader(1, {}), () => all);
    await screen.findByText('Ana Pool');
    expect(within(rowOf('Ana Pool')).getByText('No')).toBeTruthy();
    expect(within(rowOf('Ben Pending')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Cid Off')).getByText('Yes')).toBeTruthy();
  });

  it('lets provider staff see only the pending users and activate one', async () => {
    let stored = all;
    const activations: SentRequest[] = [];
    server.use(
      api.post(
        '/users/:id/activate',
        ({ params }) => {
          stored = stored.map((u) => (String(u.id) === params.id ? { ...u, status: 'active' as const } : u));
          return null;
        },
        activations,
      ),
    );
    const { sent } = await renderUsers(reader(1, {}), () => stored);
    await screen.findByText('Ana Pool');
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('status')).toBe('pending'));
    await waitFor(() => expect(screen.queryByText('Ana Pool')).toBeNull());

    fireEvent.click(within(rowOf('Ben Pending')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('User activated')).toBeTruthy();
    expect(activations.map((r) => r.url.pathname)).toEqual(['/api/users/2/activate']);
    await waitFor(() => expect(screen.queryByText('Ben Pending')).toBeNull());
  });

  it('offers no activation and no pending filter to a partner administrator', async () => {
    await renderUsers(reader(6, { viewUser: true, editUser: true, addUser: true }), () => all);
    await screen.findByText('Ben Pending');
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Pending' })).toBeNull();
  });

  it('opens a user with the right to edit, and offers adding one with the right to add', async () => {
    const { router } = await renderUsers(
      reader(6, { viewUser: true, editUser: true, addUser: true }),
      () => all,
    );
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe('/users/add');
    await userEvent.click(await screen.findByText('Ana Pool'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/1'));
  });

  it('neither opens nor adds users without those rights', async () => {
    const { router } = await renderUsers(
      reader(6, { viewUser: true, editUser: false, addUser: false }),
      () => all,
    );
    await userEvent.click(await screen.findByText('Ana Pool'));
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
  });

  it('sends a user without the right to view users home', async () => {
    const { router } = await renderUsers(reader(6, { viewUser: false }), () => all);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the error and goes home when the list cannot be loaded', async () => {
    const { router } = await renderUsers(reader(1, {}), () => refusals.permissionDenied());
    expect(await screen.findByText("You don't have the permission to do this.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
