import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function shouldRetry(failureCount: number, error: unknown) {
  // A 4xx answer (not logged in, not found, refused) will not change on a retry.
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
