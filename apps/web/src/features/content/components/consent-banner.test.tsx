import { consentContentId } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { contentItem } from '../../../test/contents';
import { renderRoutes } from '../../../test/render';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf } from '../../../test/session';
import { ConsentBanner } from './consent-banner';

const consentText = contentItem(consentContentId, 'text', {
  title_eng: 'Cookies on this portal',
  body_eng: '<p>Only the cookies we need.</p>',
});

function answerSession(session: ReturnType<typeof sessionOf> | null) {
  server.use(
    api.get('/dashboard', session ?? failResponse(ErrorCode.notLoggedIn)),
    api.get(`/contents/${consentContentId}`, consentText),
  );
}

// The banner writes the session through the app's own query client (updateSessionUser), so it renders with it.
async function renderBanner() {
  return renderRoutes([{ path: '/', Component: ConsentBanner }], '/', ['common', 'content'], queryClient);
}

afterEach(() => {
  queryClient.clear();
});

describe('the consent banner', () => {
  it('shows the consent text to a visitor and hides for good once they agree', async () => {
    answerSession(null);
    await renderBanner();
    const banner = await screen.findByRole('region', { name: 'Privacy and cookies' });
    expect(await screen.findByText('Only the cookies we need.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cookies on this portal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe(
      '/privacy_policy',
    );

    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(banner.isConnected).toBe(false);
    expect(window.localStorage.getItem(storageKeys.consent)).toBe('yes');
  });

  it('says what the cookies are for in its own words when the consent text cannot be loaded', async () => {
    server.use(
      api.get('/dashboard', failResponse(ErrorCode.notLoggedIn)),
      api.get('/contents/:id', refusals.notFound()),
    );
    await renderBanner();
    expect(await screen.findByText(/cookies that are strictly necessary to keep you signed in/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Privacy and cookies' })).toBeTruthy();
  });

  it('is not shown to a visitor who agreed in this browser before', async () => {
    window.localStorage.setItem(storageKeys.consent, 'yes');
    answerSession(null);
    await renderBanner();
    await waitFor(() => expect(queryClient.getQueryState(['dashboard'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Privacy and cookies' })).toBeNull();
  });

  it("carries a browser's earlier agreement to the logged-in user's account", async () => {
    window.localStorage.setItem(storageKeys.consent, 'yes');
    const sent: SentRequest[] = [];
    answerSession(sessionOf({ id: 9, gdprApproved: false }));
    server.use(api.post('/users/:id', null, sent));
    await renderBanner();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.pathname).toBe('/api/users/9');
    expect(sent[0]?.body).toEqual({ gdprApproved: true });
    await waitFor(() => expect(getSession()?.user.gdprApproved).toBe(true));
    expect(screen.queryByRole('region', { name: 'Privacy and cookies' })).toBeNull();
  });

  it("remembers in this browser a user's agreement given on their account, without a banner", async () => {
    answerSession(sessionOf({ gdprApproved: true }));
    await renderBanner();
    await waitFor(() => expect(window.localStorage.getItem(storageKeys.consent)).toBe('yes'));
    expect(screen.queryByRole('region', { name: 'Privacy and cookies' })).toBeNull();
  });

  it('asks a logged-in user who has not agreed, and records nothing before they do', async () => {
    const sent: SentRequest[] = [];
    answerSession(sessionOf({ gdprApproved: false }));
    server.use(api.post('/users/:id', null, sent));
    await renderBanner();
    expect(await screen.findByRole('button', { name: 'I agree' })).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(window.localStorage.getItem(storageKeys.consent)).toBeNull();
  });
});
