import type { SessionUser } from '@poolside/contract/users';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useUpdateUser } from '../features/users/api';
import { fail, fakeFetch, ok, Providers } from '../test/render';
import { i18next, i18nReady } from './i18n';
import { switchLanguage, syncLanguageAfterLogin } from './language';
import { queryClient } from './query-client';
import { storageKeys } from './storage-keys';

const user = (language: 'eng' | 'fra' | 'spa') => ({ id: 4, language }) as unknown as SessionUser;
const posts = (requests: { method: string }[]) => requests.filter((r) => r.method === 'POST');

afterEach(async () => {
  queryClient.clear();
  await i18next.changeLanguage('eng');
});

describe('the user language', () => {
  it("at login, the saved language wins over one left in this browser's storage (not saved over it)", async () => {
    await i18nReady;
    window.localStorage.setItem(storageKeys.language, 'fra');
    await i18next.changeLanguage('fra');
    const requests = fakeFetch(() => ok(null));
    await syncLanguageAfterLogin(user('spa'));
    expect(i18next.language).toBe('spa');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('spa');
    expect(posts(requests)).toHaveLength(0);
  });

  it('at login, a language picked on the login page just now is kept and saved on the user', async () => {
    const requests = fakeFetch(() => ok(null));
    await switchLanguage('fra');
    await syncLanguageAfterLogin(user('spa'));
    expect(i18next.language).toBe('fra');
    expect(posts(requests)).toMatchObject([
      { url: new URL('http://localhost/api/users/4'), body: { language: 'fra' } },
    ]);
  });

  it('a language saved in the own profile applies at once', async () => {
    fakeFetch((request) => {
      if (request.url.pathname === '/api/users/4' && request.method === 'POST') return ok(null);
      if (request.url.pathname === '/api/dashboard') return ok({ user: { id: 4, language: 'spa' } });
      return fail(-1, 404);
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers client={client}>{children}</Providers>
    );
    const { result } = renderHook(() => useUpdateUser(4, true), { wrapper });
    await act(() => result.current.mutateAsync({ language: 'spa', name: 'Sam' }));
    await waitFor(() => expect(i18next.language).toBe('spa'));
  });
});
