import { errorMessage } from '../graphql';

/** An error from the server, shown as a message (FORBIDDEN included), never a crash. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div class="error-note" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" class="button button--small button--quiet" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
