import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showError } from '../components/feedback-dialogs';
import { paths } from '../app/paths';

/** A failed load of the list under `[scope, name, …]` shows the error dialog and goes to / (spec 01 s8). */
export function useRedirectOnListError(scope: string, name: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (
          key[0] === scope &&
          key[1] === name &&
          event.type === 'updated' &&
          event.query.state.status === 'error'
        ) {
          showError(event.query.state.error);
          navigate(paths.home(), { replace: true });
        }
      }),
    [queryClient, navigate, scope, name],
  );
}
