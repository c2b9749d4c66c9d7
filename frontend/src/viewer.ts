// Loads the signed-in viewer once on start, with a retry for failures.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { isGraphQLRequestError } from './graphql';
import { fetchViewer, type Viewer } from './operations';

export type ViewerState =
  | { status: 'loading' }
  | { status: 'signed-in'; viewer: Viewer }
  | { status: 'signed-out' }
  | { status: 'error'; message: string; code: string };

export function useViewer(): { state: ViewerState; retry: () => void } {
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchViewer({ signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState(data.viewer ? { status: 'signed-in', viewer: data.viewer } : { status: 'signed-out' });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isGraphQLRequestError(err)) {
          if (err.code === 'UNAUTHENTICATED') {
            setState({ status: 'signed-out' });
          } else {
            setState({ status: 'error', message: err.message, code: err.code });
          }
        } else {
          setState({ status: 'error', message: 'Something went wrong.', code: 'UNKNOWN' });
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
