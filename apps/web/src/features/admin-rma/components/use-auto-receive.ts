import type { Rma } from '@poolside/contract/repairs';
import { useCallback, useRef } from 'react';
import type { KeysetAnswer } from '../../../components/data-list/data-list';
import { useChangeStatus } from '../api';

type Track = <T>(what: string, run: () => Promise<T>) => Promise<T | undefined>;

/**
 * Spec 03: when a type-1 admin opens the unfinished list, the RMAs in SNT become REC, on the server (one
 * POST per page shown, since a GET never changes state) and locally. The list is paged on the server, so
 * this runs for the rows each page shows, once per row while the screen is open. Pass the result as the
 * list's `onPage`.
 */
export function useAutoReceive(isTopAdmin: boolean, track: Track, what: string) {
  const { mutateShared: changeStatus } = useChangeStatus();
  const handled = useRef(new Set<number>());
  return useCallback(
    (answer: KeysetAnswer<Rma> | undefined) => {
      if (!answer || !isTopAdmin) return;
      const ids = answer.rows
        .filter((r) => r.status === 'SNT' && !handled.current.has(r.id))
        .map((r) => r.id);
      if (ids.length === 0) return;
      for (const id of ids) handled.current.add(id);
      // The answered ids show as received in the cached pages (the mutation's own cache update).
      void track(what, () => changeStatus({ status: 'REC', ids }));
    },
    [isTopAdmin, track, what, changeStatus],
  );
}
