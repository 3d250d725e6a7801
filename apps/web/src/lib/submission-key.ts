import { useMemo, useRef } from 'react';
import { callKeyOf } from './mutation';

/**
 * A fresh idempotency key (the contract's `idempotencyKeySchema`) for one submission: an order placed, an
 * RMA sent, a quantity added to the cart. The screen keeps it until the submission succeeds, so a retry or
 * a double click sends the same key and the server does the work once; the next submission gets a new one.
 */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of the submission under way: `keyOf(what)` answers the same key while the same submission (the
 * same `what`: a part and its quantity, a kind of send) is repeated or retried, and a new one once `what`
 * changes or after `renew()`, which the screen calls when the submission has succeeded.
 */
export function useSubmissionKey() {
  const current = useRef<{ what: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyOf(what: unknown): string {
        const id = callKeyOf(what);
        if (current.current?.what !== id) current.current = { what: id, key: newSubmissionKey() };
        return current.current.key;
      },
      renew() {
        current.current = null;
      },
    }),
    [],
  );
}
