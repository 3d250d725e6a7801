import { adminTypeIds } from '@poolside/contract/constants';
import type { Dashboard } from '@poolside/contract/dashboard';
import { ErrorCode } from '@poolside/contract/errors';
import type { SessionUser } from '@poolside/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { queryClient } from './query-client';

/** The dashboard answer is the session: null means logged out. */
export const sessionQueryKey = ['dashboard'] as const;

export const dashboardQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<Dashboard | null> => {
    try {
      return await api.get('/dashboard', { signal });
    } catch (error) {
      if (isApiError(error, ErrorCode.notLoggedIn)) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** Loads the session once (the first navigation waits for it); a failed load counts as logged out. */
export async function ensureSession(): Promise<Dashboard | null> {
  try {
    return await queryClient.ensureQueryData(dashboardQuery);
  } catch {
    queryClient.setQueryData(sessionQueryKey, null);
    return null;
  }
}

export function getSession(): Dashboard | null {
  return queryClient.getQueryData(sessionQueryKey) ?? null;
}

/** Reloads the dashboard from the server (after a login) and answers it. */
export async function reloadSession(): Promise<Dashboard | null> {
  return queryClient.fetchQuery({ ...dashboardQuery, staleTime: 0 });
}

/** Forgets every cached answer and marks the session logged out. */
export function clearSession() {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}

export function useSession(): Dashboard | null {
  const { data } = useQuery(dashboardQuery);
  return data ?? null;
}

/** The logged-in user; only for screens behind the authentication guard. */
export function useSessionUser(): SessionUser {
  const session = useSession();
  if (!session) throw new Error('useSessionUser outside an authenticated route');
  return session.user;
}

export function isAdminTypeId(typeId: number): boolean {
  return (adminTypeIds as readonly number[]).includes(typeId);
}

export function updateSessionUser(patch: Partial<SessionUser>) {
  queryClient.setQueryData<Dashboard | null>(sessionQueryKey, (old) =>
    old ? { ...old, user: { ...old.user, ...patch } } : old,
  );
}
