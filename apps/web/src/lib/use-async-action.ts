import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/**
 * A one-off request with a pending flag, for the sign-in pages: the part of TanStack Query's
 * useMutation they need, without loading the query library on /login. Like `mutate`, the callbacks
 * are skipped once the component has gone (a successful sign-in navigates away).
 */
export function useAsyncAction<V, T>(action: (variables: V) => Promise<T>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (variables: V, callbacks: AsyncActionCallbacks<T> = {}) => {
      setPending(true);
      action(variables).then(
        (result) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [action],
  );

  return { run, isPending };
}
