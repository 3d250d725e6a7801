// The fixtures of the users form tests (not a test file): user types, the session, a user to edit, a fake
// server, the users routes rendered with the session loaded, and the form's fields by label.
import type { Dashboard } from '@poolside/contract/dashboard';
import type { UserDetail, UserType } from '@poolside/contract/users';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionQueryKey } from '../../../lib/session';
import { type FakeAnswer, type FakeRequest, fakeFetch, ok, Providers } from '../../../test/render';
import { AddUserPage } from '../pages/add-user-page';
import { EditUserPage } from '../pages/edit-user-page';
import { MyProfilePage } from '../pages/my-profile-page';

export const flags = (on: boolean) => ({
  editUser: on,
  addUser: on,
  viewUser: on,
  expandedWarranty: false,
  rmaPartsReport: true,
  manageFeedback: false,
});

export const types: UserType[] = [
  { id: 1, name: 'Provider administrator', ...flags(true) },
  { id: 2, name: 'Provider staff', ...flags(false) },
  { id: 3, name: 'Distributor manager', ...flags(true) },
  { id: 4, name: 'Distributor user', ...flags(false) },
  { id: 5, name: 'Service centre manager', ...flags(true) },
  { id: 6, name: 'Service centre', ...flags(false) },
  { id: 7, name: 'Viewer', ...flags(false) },
];

/** The logged-in user (a distributor manager by default, 3001 its centre). */
export function session(typeId = 3): Dashboard {
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

export const edited: UserDetail = {
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

export function fakeServer(write: (request: FakeRequest) => FakeAnswer = () => ok(null)) {
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

export function UsersListStub() {
  return <p>Users list page</p>;
}

/** Renders a users route with the session already loaded (the app's guard loads it before the page). */
export async function renderAt(entry: string, typeId = 3) {
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
export const click = (element: Element) => fireEvent.click(element);
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input',
  }) as HTMLInputElement;
export const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error Mantine shows under a field, found through the field's aria-describedby. */
export function errorOf(label: string): string | null {
  const ids = (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

export async function choose(label: string, option: string) {
  click(field(label));
  click(await screen.findByText(option, { selector: '[role="option"] span' }));
  await waitFor(() => expect(field(label).value).toBe(option));
}

/** The option texts of a Select (Mantine keeps its dropdown out of the accessibility tree in jsdom). */
export async function optionsOf(label: string) {
  click(field(label));
  await waitFor(() => expect(field(label).getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(field(label).getAttribute('aria-controls') ?? '') as HTMLElement;
  const texts = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  return texts;
}

export const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');
export const submit = async (name: string) => click(screen.getByText(name, { selector: 'button span' }));
