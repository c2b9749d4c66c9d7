import { useEffect, useState } from 'preact/hooks';
import { describeViewer } from '../operations';
import type { ViewerState } from '../viewer';

/** Who the user is, shown in the header. */
export function ViewerStatus({ state }: { state: ViewerState }) {
  switch (state.status) {
    case 'loading':
      return (
        <p class="viewer viewer--muted">
          <span class="viewer__text">Checking sign-in…</span>
        </p>
      );
    case 'signed-in': {
      const text = describeViewer(state.viewer);
      return (
        <p class="viewer" title={text}>
          <span class="visually-hidden">Signed in as: </span>
          <span class="viewer__dot viewer__dot--ok" aria-hidden="true" />
          <span class="viewer__text">{text}</span>
        </p>
      );
    }
    case 'signed-out':
      return (
        <p class="viewer">
          <span class="viewer__dot" aria-hidden="true" />
          <span class="viewer__text">Not signed in</span>
        </p>
      );
    case 'error':
      return (
        <p class="viewer viewer--muted">
          <span class="viewer__dot viewer__dot--warn" aria-hidden="true" />
          <span class="viewer__text">Account unknown</span>
        </p>
      );
  }
}

/** Small, dismissible notice shown under the header when the viewer query fails. */
export function ViewerNotice({ state, onRetry }: { state: ViewerState; onRetry: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (state.status !== 'error') setDismissed(false);
  }, [state.status]);

  if (state.status !== 'error' || dismissed) return null;
  return (
    <div class="notice-wrap">
      <div class="notice-bar" role="status">
        <p class="notice-bar__text">
          <strong>Couldn’t check who you are.</strong> {state.message}
        </p>
        <div class="notice-bar__actions">
          <button type="button" class="button button--small" onClick={onRetry}>
            Try again
          </button>
          <button type="button" class="button button--small button--quiet" onClick={() => setDismissed(true)}>
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}
