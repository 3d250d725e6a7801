import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, type FakeRequest, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { LoginPage } from '../pages/login-page';

const user = {
  id: 1,
  name: 'Ada Admin',
  language: 'eng',
  type: { id: 1, name: 'Administrator' },
  menus: [],
  gdprApproved: true,
};

function DashboardStub() {
  return <p>Dashboard page</p>;
}

async function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/', Component: DashboardStub },
    ],
    { initialEntries: ['/login'] },
  );
  await renderWithProviders(<RouterProvider router={router} />, ['common', 'auth']);
  return router;
}

async function logInWithPassword() {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), 'admin@demo.test');
  await u.type(screen.getByLabelText('Password'), 'demo1234');
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  return u;
}

type Handler = (request: FakeRequest) => ReturnType<typeof ok> | ReturnType<typeof fail> | undefined;

/** /api/login by method; the dashboard answers the session for the page after the login. */
function fakeLogin(byMethod: Record<string, Handler>) {
  return fakeFetch((request) => {
    if (request.url.pathname !== '/api/login') return ok({ user, latestNews: [], brands: [] });
    const method = (request.body as { method: string }).method;
    return byMethod[method]?.(request) ?? fail(-2, 404);
  });
}

describe('login: the code step of two-step sign-in', () => {
  it('asks the app code after the password, shows a wrong code at the field, then signs in', async () => {
    let attempts = 0;
    const requests = fakeLogin({
      login: () => ok({ twoFactor: { step: 'verify', challenge: 'chal-1' } }),
      twoFactorVerify: () =>
        ++attempts === 1 ? fail(-7, 401, { field: 'code', fields: ['code'] }) : ok({ user }),
    });
    const router = await renderLogin();
    const u = await logInWithPassword();
    const field = await screen.findByLabelText(/Code of the app/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // A plain check first: nothing is sent for a code of the wrong shape.
    await u.type(field, '12ab');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the 6 digits of the app/)).toBeTruthy();
    expect(
      requests.filter((r) => (r.body as { method?: string })?.method === 'twoFactorVerify'),
    ).toHaveLength(0);

    await u.clear(field);
    await u.type(field, '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code is not right/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await u.type(screen.getByLabelText(/Code of the app/), '654321');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const verifies = requests.filter((r) => (r.body as { method?: string })?.method === 'twoFactorVerify');
    expect(verifies.map((r) => r.body)).toEqual([
      { method: 'twoFactorVerify', challenge: 'chal-1', code: '123456' },
      { method: 'twoFactorVerify', challenge: 'chal-1', code: '654321' },
    ]);
  });

  it('switches to a recovery code', async () => {
    const requests = fakeLogin({
      login: () => ok({ twoFactor: { step: 'verify', challenge: 'chal-2' } }),
      twoFactorVerify: () => ok({ user }),
    });
    await renderLogin();
    const u = await logInWithPassword();
    await u.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText(/Recovery code/);
    expect(field.getAttribute('inputmode')).toBeNull();
    await u.type(field, 'abcd-efgh');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(requests.find((r) => (r.body as { method?: string })?.method === 'twoFactorVerify')?.body).toEqual(
      {
        method: 'twoFactorVerify',
        challenge: 'chal-2',
        code: 'abcd-efgh',
      },
    );
  });

  it('says a refused recovery code may have been used already (not the advice for an app code)', async () => {
    fakeLogin({
      login: () => ok({ twoFactor: { step: 'verify', challenge: 'chal-4' } }),
      twoFactorVerify: () => fail(-7, 401, { field: 'code', fields: ['code'] }),
    });
    await renderLogin();
    const u = await logInWithPassword();
    await u.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await u.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This recovery code is not right, or it was already used/)).toBeTruthy();
    expect(screen.queryByText(/Check the time on your phone/)).toBeNull();
  });

  it('goes back to the password with a message when the challenge is gone (-15)', async () => {
    fakeLogin({
      login: () => ok({ twoFactor: { step: 'verify', challenge: 'chal-3' } }),
      twoFactorVerify: () => fail(-15, 404, { field: 'challenge', fields: ['challenge'] }),
    });
    await renderLogin();
    const u = await logInWithPassword();
    await u.type(await screen.findByLabelText(/Code of the app/), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The sign-in step expired/)).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('enrols when required: QR and key, a code, then the recovery codes before going on', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abc${i + 2}-defg`);
    fakeLogin({
      login: () => ok({ twoFactor: { step: 'enrol', challenge: 'chal-4' } }),
      twoFactorSetup: () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      twoFactorEnrol: () => ok({ user, recoveryCodes: codes }),
    });
    await renderLogin();
    const u = await logInWithPassword();
    const qr = await screen.findByAltText(/QR code to add Poolside Portal/);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await u.type(screen.getByLabelText(/Code of the app/), '123456');
    await u.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('abc2-defg')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue to the portal' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await u.click(next);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
