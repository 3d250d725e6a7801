import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutateAsyncFunction,
  type UseMutationResult,
  useMutation as useQueryMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

let nextObjectId = 0;
const objectIds = new WeakMap<object, number>();

/** Files and form data have no JSON form: each object is itself (two uploads of one file are one call). */
function identityOf(value: object): string {
  let id = objectIds.get(value);
  if (id === undefined) {
    nextObjectId += 1;
    id = nextObjectId;
    objectIds.set(value, id);
  }
  return `#object${id}`;
}

/** What makes two calls the same call: their variables as JSON (functions left out, files by identity). */
export function callKeyOf(variables: unknown): string {
  if (variables === undefined) return '#none';
  return JSON.stringify(variables, (_key, value: unknown) =>
    value instanceof Blob || value instanceof FormData ? identityOf(value) : value,
  );
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The mutation of the app: TanStack's, with a call repeated while it runs (a double click) ignored. */
export type AppMutation<TData, TError, TVariables, TContext> = DistributiveOmit<
  UseMutationResult<TData, TError, TVariables, TContext>,
  'mutate' | 'mutateAsync'
> & {
  /** Starts the call (callbacks as TanStack's); resolves, never rejects, once it has settled. */
  mutate: (...args: CallArgs<TData, TError, TVariables, TContext>) => Promise<void>;
  /** The call's outcome; a repeat of a call still running answers a promise that never settles. */
  mutateAsync: (...args: CallArgs<TData, TError, TVariables, TContext>) => Promise<TData>;
  /**
   * The call's outcome; a repeat of a call still running shares its promise (no second request). For callers
   * that count the changes on their way, where a promise that never settles would count forever.
   */
  mutateShared: (...args: CallArgs<TData, TError, TVariables, TContext>) => Promise<TData>;
};

type CallArgs<TData, TError, TVariables, TContext> = Parameters<
  UseMutateAsyncFunction<TData, TError, TVariables, TContext>
>;

const ignore = () => {};

/**
 * Every save of the web app goes through this hook (features' api.ts hooks; a lint rule keeps TanStack's
 * `useMutation` out of the features). A call made again with the same variables while the first one runs
 * (a double click on a button, a second submit of a form, a second confirm) is ignored: no second request,
 * and the first call's callbacks and promise alone report the outcome, so a dialog or a toast shows once.
 * `mutate` stays fire-and-forget for the caller but answers a promise of the call's end, which the shared
 * confirmation dialog waits on to show its button busy. Calls with other variables (two different lines
 * removed one after the other) run as before. A save that must also be safe against a retried request
 * carries an idempotency key made once per submission (e.g. `newSubmissionKey`), kept until it succeeds.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): AppMutation<TData, TError, TVariables, TContext> {
  const mutation = useQueryMutation(options);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  // TanStack's mutateAsync is the observer's bound method: the same function on every render.
  const { mutateAsync: start } = mutation;

  const run = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      const key = callKeyOf(variables);
      const running = inFlight.current.get(key);
      if (running) return { promise: running, isRepeat: true };
      const promise = start(variables, callOptions);
      inFlight.current.set(key, promise);
      const forget = () => {
        if (inFlight.current.get(key) === promise) inFlight.current.delete(key);
      };
      promise.then(forget, forget);
      return { promise, isRepeat: false };
    },
    [start],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) =>
      run(variables, callOptions).promise.then(ignore, ignore),
    [run],
  );
  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      const { promise, isRepeat } = run(variables, callOptions);
      // The repeat's caller must not go on as if it had saved a second time (a second toast, a second
      // navigation): the first call's caller goes on once.
      return isRepeat ? new Promise<TData>(ignore) : promise;
    },
    [run],
  );
  const mutateShared = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) =>
      run(variables, callOptions).promise,
    [run],
  );
  return { ...mutation, mutate, mutateAsync, mutateShared } as AppMutation<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
