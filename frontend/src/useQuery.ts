// Loads a typed operation when the component mounts (and on reload()).
import { useCallback, useEffect, useState } from 'preact/hooks';
import { request } from './graphql';
import type { TypedDocumentString } from './generated/graphql';

export type QueryState<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: unknown; data?: T };

export function useQuery<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  enabled = true,
): { state: QueryState<TResult>; reload: () => void } {
  const [state, setState] = useState<QueryState<TResult>>(enabled ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ('data' in s && s.data !== undefined ? { status: 'loading', data: s.data } : { status: 'loading' }));
    request(document, variables, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ok', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [document, key, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
