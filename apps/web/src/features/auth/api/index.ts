import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../../lib/mutation';
import { isLoginStep, isNothing, loginStep } from './answers';
import { authKeys } from './keys';

export { authKeys } from './keys';

export type LoginValues = { email: string; password: string; keepLogin: boolean };
export type ResetValues = { token: string; newPass: string; confirmNewPass: string };

export function useLogin() {
  return useMutation({
    mutationFn: (values: LoginValues) => loginStep({ method: 'login', ...values }, isLoginStep),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => loginStep({ method: 'resetPassword', email }, isNothing),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: ResetValues) => loginStep({ method: 'resetPassword', ...values }, isNothing),
  });
}

/** checkToken changes nothing on the server, so it may run as a query when the page opens. */
export const checkTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.checkToken(token),
    queryFn: () => loginStep({ method: 'checkToken', token }, isNothing),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
