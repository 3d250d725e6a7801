import type { RmaStatus } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { KeysetAnswer } from '../../../components/data-list/data-list';
import { changeStatus, unfinishedKey } from '../api';

type Track = <T>(what: string, run: () => Promise<T>) => Promise<T | undefined>;

/** Sets the status of some RMAs in every cached page of the unfinished list (after or before the server). */
export function setCachedStatus(queryClient: QueryClient, ids: Set<number>, status: RmaStatus) {
  queryClient.setQueriesData<KeysetAnswer<Rma>>({ queryKey: unfinishedKey }, (old) =>
    old ? { ...old, rows: old.rows.map((r) => (ids.has(r.id) ? { ...r, status } : r)) } : old,
  );
}

/**
 * Spec 03: when a type-1 admin opens the unfinished list, the RMAs in SNT become REC, on the server (one
 * POST per page shown, since a GET never changes state) and locally. The list is paged on the server, so
 * this runs for the rows each page shows, once per row while the screen is open. Pass the result as the
 * list's `onPage`.
 */
export function useAutoReceive(isTopAdmin: boolean, track: Track, what: string) {
  const queryClient = useQueryClient();
  const handled = useRef(new Set<number>());
  return useCallback(
    (answer: KeysetAnswer<Rma> | undefined) => {
      if (!answer || !isTopAdmin) return;
      const ids = answer.rows
        .filter((r) => r.status === 'SNT' && !handled.current.has(r.id))
        .map((r) => r.id);
      if (ids.length === 0) return;
      for (const id of ids) handled.current.add(id);
      void track(what, async () => {
        const { changed } = await changeStatus('REC', ids);
        setCachedStatus(queryClient, new Set(changed), 'REC');
      });
    },
    [isTopAdmin, track, what, queryClient],
  );
}
