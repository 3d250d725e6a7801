import { useCallback, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';

/**
 * One guard for the page: the messages whose text is edited and not updated yet. `dirtyHandler(id)` is the
 * same function for an id across renders, so a message cell's effect runs only when its state changes.
 */
export function useDirtyMessages() {
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<number>>(new Set());
  useUnsavedChangesGuard(dirtyIds.size > 0);
  const handlers = useRef(new Map<number, (isDirty: boolean) => void>());
  return useCallback((id: number) => {
    let handler = handlers.current.get(id);
    if (!handler) {
      handler = (isDirty: boolean) =>
        setDirtyIds((ids) => {
          if (ids.has(id) === isDirty) return ids;
          const next = new Set(ids);
          if (isDirty) next.add(id);
          else next.delete(id);
          return next;
        });
      handlers.current.set(id, handler);
    }
    return handler;
  }, []);
}
