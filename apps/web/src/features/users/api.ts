import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@poolside/contract/two-factor';
import type { NewUser, UserDetail, UserType, UserUpdate } from '@poolside/contract/users';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { applySavedLanguage } from '../../lib/language';
import { reloadSession } from '../../lib/session';
import { uploadFile } from '../../lib/upload';

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: ({ signal }) => untypedApi.get<UserDetail>(`/users/${id}`, { signal }),
    retry: false,
  });
}

export const userTypesQueryOptions = queryOptions({
  queryKey: ['userTypes'],
  queryFn: ({ signal }) => untypedApi.get<UserType[]>('/userTypes', { signal }),
  staleTime: 10 * 60_000,
});

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['users'] });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: Partial<NewUser>) => untypedApi.put<{ id: number; status: string }>('/users', user),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number, isSelf: boolean) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (changes: Partial<UserUpdate>) => untypedApi.post<null>(`/users/${id}`, changes),
    onSuccess: async (_answer, changes) => {
      await invalidate();
      if (!isSelf) return;
      await reloadSession();
      // A language saved in the own profile applies at once (issue 13, defect 7).
      if (changes.language) await applySavedLanguage(changes.language);
    },
  });
}

/** The own logo: the image is uploaded (kind image), then saved as the user's logo. */
export function useUploadLogo(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadFile(file, 'image');
      await untypedApi.post<null>(`/users/${id}`, { logo: uploaded.id });
      return uploaded;
    },
    onSuccess: async () => {
      await invalidate();
      await reloadSession();
    },
  });
}

export function useActivateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => untypedApi.post<null>(`/users/${id}/activate`),
    onSuccess: invalidate,
  });
}

export function useApiKey(id: number) {
  const invalidate = useInvalidateUsers();
  const generate = useMutation({
    mutationFn: () => untypedApi.put<{ apiKey: string; prefix: string }>(`/users/api/${id}`),
    onSuccess: invalidate,
  });
  const revoke = useMutation({
    mutationFn: () => untypedApi.delete<null>(`/users/api/${id}`),
    onSuccess: invalidate,
  });
  return { generate, revoke };
}

export const twoFactorQueryOptions = queryOptions({
  queryKey: ['twoFactor'],
  queryFn: ({ signal }) => untypedApi.get<TwoFactorStatus>('/twoFactor', { signal }),
  retry: false,
});

/**
 * The own two-step sign-in: start (a new secret), confirm (an app code turns it on: the first recovery
 * codes), new recovery codes, turn off (both confirmed by a code).
 */
export function useOwnTwoFactor() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['twoFactor'] });
  const start = useMutation({ mutationFn: () => untypedApi.put<TwoFactorSetup>('/twoFactor') });
  const confirm = useMutation({
    mutationFn: (code: string) => untypedApi.post<RecoveryCodes>('/twoFactor', { code }),
    onSuccess: refresh,
  });
  const renewCodes = useMutation({
    mutationFn: (code: string) => untypedApi.post<RecoveryCodes>('/twoFactor/recoveryCodes', { code }),
    onSuccess: refresh,
  });
  const turnOff = useMutation({
    mutationFn: (code: string) => untypedApi.delete<null>('/twoFactor', { body: { code } }),
    onSuccess: refresh,
  });
  return { start, confirm, renewCodes, turnOff };
}

/** A type-1 administrator resets another user's two-step sign-in (lost device). */
export function useResetTwoFactor(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: () => untypedApi.delete<null>(`/users/${id}/twoFactor`),
    onSuccess: invalidate,
  });
}
