import type { LoginAnswer } from '@poolside/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

export type LoginValues = { email: string; password: string; keepLogin: boolean };
export type ResetValues = { token: string; newPass: string; confirmNewPass: string };

export function useLogin() {
  return useMutation({
    mutationFn: (values: LoginValues) =>
      untypedApi.post<LoginAnswer>('/login', { method: 'login', ...values }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => untypedApi.post<null>('/login', { method: 'resetPassword', email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: ResetValues) =>
      untypedApi.post<null>('/login', { method: 'resetPassword', ...values }),
  });
}

/** checkToken changes nothing on the server, so it may run as a query when the page opens. */
export function checkTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'checkToken', token],
    queryFn: () => untypedApi.post<null>('/login', { method: 'checkToken', token }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
