import type { Dashboard } from '@poolside/contract/dashboard';
import type { UserDetail, UserType } from '@poolside/contract/users';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionQueryKey } from '../../../lib/session';
import { type FakeAnswer, type FakeRequest, fail, fakeFetch, ok, Providers } from '../../../test/render';
import { AddUserPage } from '../pages/add-user-page';
import { EditUserPage } from '../pages/edit-user-page';

const flags = (on: boolean) => ({
  editUser: on,
  addUser: on,
  viewUser: on,
  expandedWarranty: false,
  rmaPartsReport: true,
  manageFeedback: false,
});

const types: UserType[] = [
  { id: 1, name: 'Provider admin', ...flags(true) },
  { id: 2, name: 'Provider staff', ...flags(false) },
  { id: 3, name: 'Distributor manager', ...flags(true) },
  { id: 4, name: 'Distributor user', ...flags(false) },
  { id: 5, name: 'Service centre manager', ...flags(true) },
  { id: 6, name: 'Service centre', ...flags(false) },
  { id: 7, name: 'Viewer', ...flags(false) },
];

/** The logged-in user (a distributor manager by default, 3001 its centre). */
function session(typeId = 3): Dashboard {
  const type = types.find((t) => t.id === typeId) as UserType;
  return {
    user: {
      id: 30,
      name: 'Claire Distributor',
      email: 'claire@demo.test',
      language: 'eng',
      type,
      centerMoovexID: '3001',
      menus: [],
      gdprApproved: true,
    },
    latestNews: [],
    years: [],
    brands: [],
    countries: [
      { code: 'FR', name: 'France' },
      { code: 'IL', name: 'Israel' },
    ],
    complaintTypes: [],
    failureTypes: [],
  } as unknown as Dashboard;
}

const edited: UserDetail = {
  id: 12,
  name: 'Sam Service',
  email: 'sam@demo.test',
  phone: '+33 1 23',
  address: '1 rue de la Paix',
  city: 'Lyon',
  zip: '69001',
  country: 'FR',
  language: 'fra',
  type: types[5],
  disabled: 0,
  status: 'active',
  centerMoovexID: '3001',
  companyName: 'Service Lyon',
  logo: null,
  gdprApproved: true,
  emailNotificationTypes: [],
  apiKeyPrefix: null,
  dateCreate: 1_700_000_000,
};

function fakeServer(write: (request: FakeRequest) => FakeAnswer = () => ok(null)) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/userTypes') return ok(types);
    if (path === '/api/users/12' && request.method === 'GET') return ok(edited);
    if (request.method === 'PUT' || request.method === 'POST') return write(request);
    return ok([]);
  });
}

function UsersListStub() {
  return <p>Users list page</p>;
}

/** Renders a users route with the session already loaded (the app's guard loads it before the page). */
async function renderAt(entry: string, typeId = 3) {
  await loadNamespaces('common', 'users');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session(typeId));
  const router = createMemoryRouter(
    [
      { path: '/users', Component: UsersListStub },
      { path: '/users/add', Component: AddUserPage },
      { path: '/users/:userId', Component: EditUserPage },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
      <FeedbackDialogHost />
    </Providers>,
  );
  return router;
}

/** fireEvent rather than userEvent: userEvent's pointer checks read computed styles up the tree, slow in jsdom. */
const click = (element: Element) => fireEvent.click(element);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input',
  }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error Mantine shows under a field, found through the field's aria-describedby. */
function errorOf(label: string): string | null {
  const ids = (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

async function choose(label: string, option: string) {
  click(field(label));
  click(await screen.findByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(field(label).value).toBe(option));
}

/** The option texts of a Select (Mantine keeps its dropdown out of the accessibility tree in jsdom). */
async function optionsOf(label: string) {
  click(field(label));
  await waitFor(() => expect(field(label).getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(field(label).getAttribute('aria-controls') ?? '') as HTMLElement;
  const texts = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  return texts;
}

const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');
const submit = async (name: string) => click(screen.getByText(name, { selector: 'button span' }));

describe('add user (/users/add)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('marks the required fields and sends nothing; the centre comes from the session', async () => {
    const requests = fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    expect(field('Service centre ID').value).toBe('3001');
    await submit('Add user');
    expect(errorOf('Name')).toBe('Required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Password')).toBe('Required');
    expect(errorOf('Service centre ID')).toBeNull();
    expect(errorOf('Verify password')).toBeNull();
    expect(errorOf('Phone')).toBeNull();

    fill('Service centre ID', '  ');
    await submit('Add user');
    expect(errorOf('Service centre ID')).toBe('Required');
    expect(writes(requests)).toHaveLength(0);
  });

  it('checks the e-mail format, the password length and match, and the zip length', async () => {
    const requests = fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob');
    fill('E-mail', 'bob@example');
    fill('Password', '12345');
    fill('Verify password', '12346');
    fill('Zip', '1234567890123');
    await submit('Add user');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Password')).toBe('At least 6 characters');
    expect(errorOf('Verify password')).toBe('Passwords not matching');
    expect(errorOf('Zip')).toBe('At most 12 characters');
    expect(errorOf('Name')).toBeNull();

    fill('E-mail', 'bob @example.com');
    await submit('Add user');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    fill('E-mail', 'bob@example.com');
    fill('Password', '123456');
    await submit('Add user');
    expect(errorOf('E-mail')).toBeNull();
    expect(errorOf('Password')).toBeNull();
    expect(errorOf('Verify password')).toBe('Passwords not matching');
    expect(writes(requests)).toHaveLength(0);
  });

  it("offers only the types below the manager's own, Service centre first chosen", async () => {
    fakeServer();
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(await optionsOf('Type')).toEqual([
      'Distributor user',
      'Service centre manager',
      'Service centre',
      'Viewer',
    ]);
  });

  it('lets the provider admin (type 1) give any type', async () => {
    fakeServer();
    await renderAt('/users/add', 1);
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(await optionsOf('Type')).toEqual(types.map((t) => t.name));
  });

  it('sends the new user and says that it awaits activation', async () => {
    const requests = fakeServer(() => ok({ id: 40, status: 'pending' }));
    const router = await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    fill('Name', 'Bob Builder');
    await choose('Type', 'Service centre manager');
    fill('E-mail', 'bob@example.com');
    fill('Phone', '+33 6 00');
    fill('City', 'Nice');
    await choose('Country', 'France');
    await choose('Language', 'Español');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');
    await submit('Add user');

    expect(
      await screen.findByText('User added. The account awaits activation by the provider.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    const [put] = writes(requests);
    expect(put.method).toBe('PUT');
    expect(put.url.pathname).toBe('/api/users');
    expect(put.body).toEqual({
      name: 'Bob Builder',
      type: 5,
      centerMoovexID: '3001',
      email: 'bob@example.com',
      password: 'secret1',
      verify: 'secret1',
      phone: '+33 6 00',
      address: '',
      city: 'Nice',
      zip: '',
      country: 'FR',
      language: 'spa',
    });
  });

  it('explains the server refusals: e-mail used (-13), invalid (-6) or missing (-12) field', async () => {
    const answers = [
      fail(-13, 409, { field: 'email', fields: ['email'] }),
      fail(-6, 400, { field: 'zip', fields: ['zip'] }),
      fail(-12, 400, { field: 'centerMoovexID', fields: ['centerMoovexID'] }),
    ];
    const requests = fakeServer(() => answers.shift() as FakeAnswer);
    const router = await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob Builder');
    fill('E-mail', 'claire@demo.test');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');

    const refusal = async (text: string) => {
      await submit('Add user');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Oops... Something went wrong!')).toBeTruthy();
      expect(within(dialog).getByText(text)).toBeTruthy();
      expect(within(dialog).getByText('req-test-1')).toBeTruthy();
      click(within(dialog).getByText('OK'));
      await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    };
    await refusal('This e-mail address is already used.');
    await refusal('Please check: Zip');
    await refusal('Please fill in: Service centre ID');
    expect(writes(requests)).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/users/add');
    // The form keeps what was typed.
    expect(field('E-mail').value).toBe('claire@demo.test');
  });
});

describe('edit user (/users/:id)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('shows the user, keeps the password optional and sends the changes without one', async () => {
    const requests = fakeServer();
    await renderAt('/users/12');
    await screen.findByText('Edit user Sam Service');
    expect(field('Name').value).toBe('Sam Service');
    expect(field('E-mail').value).toBe('sam@demo.test');
    await waitFor(() => expect(field('Type').value).toBe('Service centre'));
    expect(field('Language').value).toBe('Français');
    expect(field('New password').required).toBe(false);
    // Only the provider admin may disable a user.
    expect(screen.queryByLabelText('Disabled')).toBeNull();

    fill('E-mail', 'sam.example.com');
    await submit('Save');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('New password')).toBeNull();
    expect(writes(requests)).toHaveLength(0);

    fill('E-mail', 'sam@example.com');
    fill('City', 'Paris');
    await submit('Save');
    expect(await screen.findByText('User saved')).toBeTruthy();
    const [post] = writes(requests);
    expect(post.method).toBe('POST');
    expect(post.url.pathname).toBe('/api/users/12');
    expect(post.body).toEqual({
      name: 'Sam Service',
      type: 6,
      centerMoovexID: '3001',
      email: 'sam@example.com',
      phone: '+33 1 23',
      address: '1 rue de la Paix',
      city: 'Paris',
      zip: '69001',
      country: 'FR',
      language: 'fra',
    });
  });

  it('lets the provider admin disable the user and set a new password', async () => {
    const requests = fakeServer();
    await renderAt('/users/12', 1);
    await screen.findByText('Edit user Sam Service');
    fill('New password', 'abc');
    await submit('Save');
    expect(errorOf('New password')).toBe('At least 6 characters');
    expect(errorOf('Verify password')).toBe('Passwords not matching');

    fill('New password', 'secret9');
    fill('Verify password', 'secret9');
    click(screen.getByLabelText('Disabled'));
    await submit('Save');
    await screen.findByText('User saved');
    expect(writes(requests)[0].body).toMatchObject({
      disabled: true,
      newPass: 'secret9',
      verifyNewPass: 'secret9',
    });
  });

  it('says so when the new e-mail belongs to another user (-13)', async () => {
    fakeServer(() => fail(-13, 409, { field: 'email', fields: ['email'] }));
    const router = await renderAt('/users/12');
    await screen.findByText('Edit user Sam Service');
    fill('E-mail', 'claire@demo.test');
    await submit('Save');
    expect(await screen.findByText('This e-mail address is already used.')).toBeTruthy();
    expect(screen.queryByText('User saved')).toBeNull();
    expect(router.state.location.pathname).toBe('/users/12');
  });
});
