import type { Rma } from '@poolside/contract/repairs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { changeStatus, unfinishedQuery } from '../api';

type Track = <T>(what: string, run: () => Promise<T>) => Promise<T | undefined>;

/**
 * Spec 03: when a type-1 admin opens the unfinished list, every RMA in SNT becomes REC, on the server (one
 * POST, since a GET never changes state) and locally. Runs once per opening of the screen.
 */
export function useAutoReceive(rmas: Rma[] | undefined, isTopAdmin: boolean, track: Track, what: string) {
  const queryClient = useQueryClient();
  const hasRun = useRef(false);
  useEffect(() => {
    if (!rmas || !isTopAdmin || hasRun.current) return;
    hasRun.current = true;
    const ids = rmas.filter((r) => r.status === 'SNT').map((r) => r.id);
    if (ids.length === 0) return;
    void track(what, async () => {
      const { changed } = await changeStatus('REC', ids);
      const received = new Set(changed);
      queryClient.setQueryData<Rma[]>(unfinishedQuery.queryKey, (old) =>
        old?.map((r) => (received.has(r.id) ? { ...r, status: 'REC' } : r)),
      );
    });
  }, [rmas, isTopAdmin, track, what, queryClient]);
}
