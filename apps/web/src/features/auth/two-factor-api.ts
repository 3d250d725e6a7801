import type { LoggedIn } from '@poolside/contract/auth';
import type { TwoFactorSetup } from '@poolside/contract/two-factor';
import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

// The login's second step (two-step sign-in): apart from api.ts so that only the lazy step's chunk carries it.

export type SecondFactorValues = { challenge: string; code: string };

/** The login's second step: a code of the app or a recovery code; answers the session user. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (values: SecondFactorValues) =>
      untypedApi.post<LoggedIn>('/login', { method: 'twoFactorVerify', ...values }),
  });
}

/**
 * Enrolment at login (TWO_FACTOR=required): the secret to add to the app. The server answers the same secret
 * for the same challenge, so it may run as a query when the step opens.
 */
export function twoFactorSetupQueryOptions(challenge: string) {
  return queryOptions({
    queryKey: ['auth', 'twoFactorSetup', challenge],
    queryFn: () => untypedApi.post<TwoFactorSetup>('/login', { method: 'twoFactorSetup', challenge }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Enrolment at login: an app code turns two-step sign-in on; answers the user and the recovery codes. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: (values: SecondFactorValues) =>
      untypedApi.post<LoggedIn>('/login', { method: 'twoFactorEnrol', ...values }),
  });
}
