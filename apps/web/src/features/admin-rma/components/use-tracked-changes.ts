import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';

export type FailedChange = { key: number; what: string; code: number | null; requestId: string | null };

/**
 * Counts the changes still on their way to the server (the finish button waits for them) and keeps every
 * failed one, logged and listed on the screen until dismissed: a failed status change is never lost.
 */
export function useTrackedChanges() {
  const [pending, setPending] = useState(0);
  const [failures, setFailures] = useState<FailedChange[]>([]);
  const nextKey = useRef(0);

  const track = useCallback(async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    setPending((n) => n + 1);
    try {
      return await run();
    } catch (error) {
      console.error(`Admin RMA change failed: ${what}`, error);
      nextKey.current += 1;
      const failure: FailedChange = {
        key: nextKey.current,
        what,
        code: isApiError(error) ? error.code : null,
        requestId: isApiError(error) ? error.requestId : null,
      };
      setFailures((list) => [...list, failure]);
      return undefined;
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const dismiss = useCallback((key: number) => setFailures((list) => list.filter((f) => f.key !== key)), []);
  return { pending, failures, track, dismiss };
}
