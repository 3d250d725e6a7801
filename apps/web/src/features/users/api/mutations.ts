import type { NewUser, UserUpdate } from '@poolside/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { applySavedLanguage } from '../../../lib/language';
import { useMutation } from '../../../lib/mutation';
import { reloadSession } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload';
import { userKeys } from './keys';

// The user writes answer no user (null or an id): the users' queries are read again after them.
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

type UserChanges = Partial<UserUpdate> & ApiBody<'post', '/users/{id}'>;

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (user: Partial<NewUser> & ApiBody<'put', '/users'>) => api.put('/users', user),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: number, isSelf: boolean) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (changes: UserChanges) => api.post('/users/{id}', changes, { path: { id } }),
    onSuccess: async (_answer, changes) => {
      await invalidate();
      if (!isSelf) return;
      await reloadSession();
      // A language saved in the own profile applies at once.
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
      await api.post('/users/{id}', { logo: uploaded.id }, { path: { id } });
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
    mutationFn: (id: number) => api.post('/users/{id}/activate', undefined, { path: { id } }),
    onSuccess: invalidate,
  });
}

export function useApiKey(id: number) {
  const invalidate = useInvalidateUsers();
  const generate = useMutation({
    mutationFn: () => api.put('/users/api/{id}', undefined, { path: { id } }),
    onSuccess: invalidate,
  });
  const revoke = useMutation({
    mutationFn: () => api.delete('/users/api/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
  return { generate, revoke };
}

/**
 * The own two-step sign-in: start (a new secret), confirm (an app code turns it on: the first recovery
 * codes), new recovery codes, turn off (both confirmed by a code).
 */
export function useOwnTwoFactor() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.ownTwoFactor() });
  const start = useMutation({ mutationFn: () => api.put('/twoFactor') });
  const confirm = useMutation({
    mutationFn: (code: string) => api.post('/twoFactor', { code }),
    onSuccess: refresh,
  });
  const renewCodes = useMutation({
    mutationFn: (code: string) => api.post('/twoFactor/recoveryCodes', { code }),
    onSuccess: refresh,
  });
  const turnOff = useMutation({
    mutationFn: (code: string) => api.deleteWith('/twoFactor', { code }),
    onSuccess: refresh,
  });
  return { start, confirm, renewCodes, turnOff };
}

/** A type-1 administrator resets another user's two-step sign-in (lost device). */
export function useResetTwoFactor(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: () => api.delete('/users/{id}/twoFactor', { path: { id } }),
    onSuccess: invalidate,
  });
}
