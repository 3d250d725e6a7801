import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../../lib/mutation';
import { isLoggedIn, isTwoFactorSetup, loginStep } from './answers';
import { authKeys } from './keys';

// The login's second step (two-step sign-in): apart from index.ts so that only the lazy step's chunk carries it.

export type SecondFactorValues = { challenge: string; code: string };

/** The login's second step: a code of the app or a recovery code; answers the session user. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: (values: SecondFactorValues) =>
      loginStep({ method: 'twoFactorVerify', ...values }, isLoggedIn),
  });
}

/**
 * Enrolment at login (TWO_FACTOR=required): the secret to add to the app. The server answers the same secret
 * for the same challenge, so it may run as a query when the step opens.
 */
export const twoFactorSetupQuery = (challenge: string) =>
  queryOptions({
    queryKey: authKeys.twoFactorSetup(challenge),
    queryFn: () => loginStep({ method: 'twoFactorSetup', challenge }, isTwoFactorSetup),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** Enrolment at login: an app code turns two-step sign-in on; answers the user and the recovery codes. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: (values: SecondFactorValues) =>
      loginStep({ method: 'twoFactorEnrol', ...values }, isLoggedIn),
  });
}
