import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { LoginPage } from '../pages/login-page';

const user = {
  id: 3,
  name: 'Claire Distributor',
  language: 'eng',
  type: { id: 3, name: 'Distributor manager' },
  menus: [],
  gdprApproved: true,
};

function DashboardStub() {
  return <p>Dashboard page</p>;
}

function OrdersStub() {
  return <p>Orders page</p>;
}

async function renderLogin(initialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', Component: DashboardStub },
      { path: '/spares/orders', Component: OrdersStub },
    ],
    { initialEntries: [initialEntry] },
  );
  await renderWithProviders(<RouterProvider router={router} />, ['common', 'auth']);
  return router;
}

async function fillAndSubmit(email = 'distributor@demo.test', password = 'demo1234') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  return u;
}

describe('login form', () => {
  it('has an email field, a password field, keep-logged-in, the forgot link and a submit button', async () => {
    const requests = fakeFetch(() => ok(null));
    await renderLogin();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/login/recovery',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows "Login Invalid" for code -7', async () => {
    fakeFetch(() => fail(-7, 401));
    await renderLogin();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Login Invalid');
  });

  it('says how long to wait after a throttled login (HTTP 429)', async () => {
    fakeFetch(() => fail(-8, 429, { retryAfter: 120 }, { 'retry-after': '120' }));
    await renderLogin();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Try again in 2 min.',
    );
  });

  it('explains an account that awaits activation', async () => {
    fakeFetch(() => fail(-8, 401, { field: 'status', fields: ['pending'] }));
    await renderLogin();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/awaits activation/);
  });

  it('shows "Something went wrong!" for any other failure', async () => {
    fakeFetch(() => fail(-10, 500));
    await renderLogin();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong!');
  });

  it('logs in with keepLogin and goes to the redirect path', async () => {
    const requests = fakeFetch(({ url }) =>
      url.pathname === '/api/login' ? ok({ user }) : ok({ user, latestNews: [], brands: [] }),
    );
    const router = await renderLogin('/login?redirect=%2Fspares%2Forders');
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await fillAndSubmit();
    expect(await screen.findByText('Orders page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/spares/orders');
    expect(requests[0]?.body).toEqual({
      method: 'login',
      email: 'distributor@demo.test',
      password: 'demo1234',
      keepLogin: true,
    });
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/dashboard')).toBe(true));
  });

  it('ignores a redirect that leaves the site', async () => {
    fakeFetch(({ url }) => (url.pathname === '/api/login' ? ok({ user }) : ok({ user })));
    await renderLogin('/login?redirect=%2F%2Fevil.example');
    await fillAndSubmit();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
