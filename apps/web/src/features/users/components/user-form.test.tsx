import type { Dashboard } from '@poolside/contract/dashboard';
import type { UserDetail, UserType } from '@poolside/contract/users';
import { ModalsProvider } from '@mantine/modals';
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
import { MyProfilePage } from '../pages/my-profile-page';

const flags = (on: boolean) => ({
  editUser: on,
  addUser: on,
  viewUser: on,
  expandedWarranty: false,
  rmaPartsReport: true,
  manageFeedback: false,
});

const types: UserType[] = [
  { id: 1, name: 'Provider administrator', ...flags(true) },
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
  twoFactorEnabled: false,
  dateCreate: 1_700_000_000,
};

function fakeServer(write: (request: FakeRequest) => FakeAnswer = () => ok(null)) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/userTypes') return ok(types);
    if (path === '/api/users/12' && request.method === 'GET') return ok(edited);
    if (path === '/api/users/30' && request.method === 'GET')
      return ok({ ...edited, id: 30, name: 'Claire Distributor', type: types[2] });
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
      { path: '/users/my_profile', Component: MyProfilePage },
      { path: '/users/:userId', Component: EditUserPage },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Providers client={client}>
      <ModalsProvider>
        <RouterProvider router={router} />
        <FeedbackDialogHost />
      </ModalsProvider>
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
    expect(errorOf('Name')).toBe('This field is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('E-mail')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(errorOf('Service centre ID')).toBeNull();
    expect(errorOf('Verify password')).toBe('This field is required');
    expect(errorOf('Phone')).toBeNull();

    fill('Service centre ID', '  ');
    await submit('Add user');
    expect(errorOf('Service centre ID')).toBe('This field is required');
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

  it("puts the server's field refusals at their fields (-13 e-mail used, -6 invalid, -12 missing, -16)", async () => {
    const answers = [
      fail(-13, 409, { field: 'email', fields: ['email'] }),
      fail(-6, 400, { field: 'zip', fields: ['zip'] }),
      fail(-12, 400, { field: 'centerMoovexID', fields: ['centerMoovexID'] }),
      fail(-16, 400, { field: 'verify', fields: ['verify'] }),
    ];
    const requests = fakeServer(() => answers.shift() as FakeAnswer);
    const router = await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob Builder');
    fill('E-mail', 'claire@demo.test');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');

    await submit('Add user');
    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail address is already used.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The message goes as soon as the field changes.
    fill('E-mail', 'bob@example.com');
    expect(errorOf('E-mail')).toBeNull();

    await submit('Add user');
    await waitFor(() => expect(errorOf('Zip')).toBe('This value is not accepted'));
    await submit('Add user');
    await waitFor(() => expect(errorOf('Service centre ID')).toBe('This field is required'));
    await submit('Add user');
    await waitFor(() => expect(errorOf('Verify password')).toBe('Passwords not matching'));
    expect(writes(requests)).toHaveLength(4);
    expect(router.state.location.pathname).toBe('/users/add');
    // The form keeps what was typed.
    expect(field('E-mail').value).toBe('bob@example.com');
  });

  it('shows a refusal that names no field (-11) in the dialog', async () => {
    fakeServer(() => fail(-11, 403));
    await renderAt('/users/add');
    await screen.findByText('Add user', { selector: 'h2' });
    fill('Name', 'Bob Builder');
    fill('E-mail', 'bob@example.com');
    fill('Password', 'secret1');
    fill('Verify password', 'secret1');
    await submit('Add user');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText("You don't have the right permission to apply those changes."),
    ).toBeTruthy();
    // A refusal is not a crash: its own title, no request id.
    expect(within(dialog).getByText('This could not be done')).toBeTruthy();
    expect(within(dialog).queryByText('req-test-1')).toBeNull();
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
    expect(errorOf('Verify password')).toBe('This field is required');
    fill('Verify password', 'abd');
    await submit('Save');
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

  it('says at the field when the new e-mail belongs to another user (-13)', async () => {
    fakeServer(() => fail(-13, 409, { field: 'email', fields: ['email'] }));
    const router = await renderAt('/users/12');
    await screen.findByText('Edit user Sam Service');
    fill('E-mail', 'claire@demo.test');
    await submit('Save');
    await waitFor(() => expect(errorOf('E-mail')).toBe('This e-mail address is already used.'));
    expect(screen.queryByText('User saved')).toBeNull();
    expect(router.state.location.pathname).toBe('/users/12');
  });
});

describe('own profile (/users/my_profile)', () => {
  beforeEach(() => closeFeedbackDialog());

  it('puts a wrong current password (-17), too many of them (-8) and a refused new one (-6) at their fields', async () => {
    const answers = [
      fail(-17, 400, { field: 'currentPass', fields: ['currentPass'] }),
      fail(-6, 400, { field: 'newPass', fields: ['newPass'] }),
      fail(
        -8,
        429,
        { field: 'currentPass', fields: ['currentPass'], retryAfter: 600 },
        { 'retry-after': '600' },
      ),
    ];
    const requests = fakeServer(() => answers.shift() as FakeAnswer);
    await renderAt('/users/my_profile');
    await screen.findByText('My profile');
    fill('New password', 'secret9');
    fill('Verify password', 'secret9');
    await submit('Save');
    expect(errorOf('Current password')).toBe('This field is required');
    expect(writes(requests)).toHaveLength(0);

    fill('Current password', 'wrong-one');
    await submit('Save');
    await waitFor(() => expect(errorOf('Current password')).toBe('Incorrect password'));
    await submit('Save');
    await waitFor(() => expect(errorOf('New password')).toBe('This value is not accepted'));
    await submit('Save');
    await waitFor(() =>
      expect(errorOf('Current password')).toBe('Too many wrong passwords. Try again in a few minutes.'),
    );
    expect(writes(requests)[0].body).toMatchObject({
      currentPass: 'wrong-one',
      newPass: 'secret9',
      verifyNewPass: 'secret9',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the e-mailed notification types with the form and asks before leaving unsaved changes', async () => {
    const requests = fakeServer();
    const router = await renderAt('/users/my_profile');
    await screen.findByText('My profile');
    click(screen.getByLabelText('RMA updates'));
    await router.navigate('/users');
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/users/my_profile');

    await submit('Save');
    await screen.findByText('User saved');
    expect(writes(requests)[0].body).toMatchObject({ emailNotificationTypes: ['RMA'] });
    await router.navigate('/users');
    expect(await screen.findByText('Users list page')).toBeTruthy();
  });
});
