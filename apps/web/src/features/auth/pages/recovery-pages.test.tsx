import { ErrorCode } from '@poolside/contract/errors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { LoginPage } from './login-page';
import { RecoveryRequestPage } from './recovery-request-page';
import { RecoveryResetPage } from './recovery-reset-page';

async function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/login/recovery', Component: RecoveryRequestPage },
      { path: '/login/recovery/:token', Component: RecoveryResetPage },
      { path: '/login', Component: LoginPage },
    ],
    path,
    ['common', 'auth'],
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('asking for a password reset', () => {
  it('requires the e-mail address and sends nothing without it', async () => {
    const sent: SentRequest[] = [];
    server.use(api.post('/login', null, sent));
    await renderAt('/login/recovery');
    click('Send instructions');
    expect(await screen.findByText('Email address cant be empty')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed address and says the instructions are on their way', async () => {
    const sent: SentRequest[] = [];
    server.use(api.post('/login', null, sent));
    await renderAt('/login/recovery');
    fireEvent.change(field('Email'), { target: { value: ' ana@clear.test ' } });
    click('Send instructions');
    expect(await screen.findByText('An email with instructions sent to your inbox')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ method: 'resetPassword', email: 'ana@clear.test' });
  });

  it('says when no user has that address, and how long to wait when throttled', async () => {
    server.use(api.post('/login', refusals.notFound()));
    await renderAt('/login/recovery');
    fireEvent.change(field('Email'), { target: { value: 'nobody@clear.test' } });
    click('Send instructions');
    expect(await screen.findByText('We could not find user with that email')).toBeTruthy();

    server.use(
      api.post(
        '/login',
        failResponse(ErrorCode.loginFailed, null, { httpStatus: 429, headers: { 'retry-after': '90' } }),
      ),
    );
    click('Send instructions');
    expect(await screen.findByText(/2 min/)).toBeTruthy();
  });
});

describe('choosing a new password from the link', () => {
  it('checks the link first, then requires a long enough password, twice the same', async () => {
    const sent: SentRequest[] = [];
    server.use(api.post('/login', null, sent));
    await renderAt('/login/recovery/tok-1');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(sent[0]?.body).toEqual({ method: 'checkToken', token: 'tok-1' });

    fireEvent.change(field('New password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'other' } });
    click('Save the new password');
    expect(await screen.findByText(/The password needs at least \d+ characters/)).toBeTruthy();
    expect(screen.getByText('Passwords not matching')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('saves the new password and goes to the login page, which says it was updated', async () => {
    const sent: SentRequest[] = [];
    server.use(api.post('/login', null, sent));
    const router = await renderAt('/login/recovery/tok-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fireEvent.change(field('New password'), { target: { value: 'a-long-passphrase-1' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'a-long-passphrase-1' } });
    click('Save the new password');
    expect(await screen.findByText('Your password updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(sent[1]?.body).toEqual({
      method: 'resetPassword',
      token: 'tok-1',
      newPass: 'a-long-passphrase-1',
      confirmNewPass: 'a-long-passphrase-1',
    });
    expect(router.state.location.state).toEqual({ notice: 'passwordUpdated' });
  });

  it('sends an outdated link back to the login page, which says so', async () => {
    server.use(api.post('/login', refusals.notFound()));
    const router = await renderAt('/login/recovery/old');
    expect(await screen.findByText('The request token is outdated, make a fresh start')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ notice: 'tokenOutdated' });
  });
});
