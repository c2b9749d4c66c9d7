import { useEffect, useState } from 'preact/hooks';
import { describeViewer, hasSession, isPublic } from '../operations';
import type { ViewerState } from '../viewer';

function loginHref(): string {
  const back = window.location.pathname + window.location.search;
  return back && back !== '/' ? `/auth/login?return_to=${encodeURIComponent(back)}` : '/auth/login';
}

/** Sign in: a plain navigation to the server's login route (not a client route). */
function SignInLink() {
  return (
    <a class="button button--small account__action" href={loginHref()} data-native>
      Sign in
    </a>
  );
}

/** Sign out: a same-origin POST form; the server ends the session and redirects to /. */
function SignOutForm() {
  return (
    <form class="account__action" method="post" action="/auth/logout">
      <button type="submit" class="button button--small button--quiet">
        Sign out
      </button>
    </form>
  );
}

/** Who the user is, shown in the header, with Sign in or Sign out. */
export function ViewerStatus({ state }: { state: ViewerState }) {
  switch (state.status) {
    case 'loading':
      return (
        <div class="account">
          <p class="viewer viewer--muted">
            <span class="viewer__text">Checking sign-in…</span>
          </p>
        </div>
      );
    case 'signed-in': {
      const text = describeViewer(state.viewer);
      const demo = isPublic(state.viewer);
      return (
        <div class={demo ? 'account account--demo' : 'account'}>
          {demo ? <span class="badge badge--demo">Demo</span> : null}
          <p class="viewer" title={text}>
            <span class="visually-hidden">{demo ? 'Viewing as: ' : 'Signed in as: '}</span>
            <span class={demo ? 'viewer__dot' : 'viewer__dot viewer__dot--ok'} aria-hidden="true" />
            <span class="viewer__text">{text}</span>
          </p>
          {hasSession(state.viewer) ? <SignOutForm /> : demo ? <SignInLink /> : null}
        </div>
      );
    }
    case 'signed-out':
      return (
        <div class="account account--signed-out">
          <p class="viewer">
            <span class="viewer__dot" aria-hidden="true" />
            <span class="viewer__text">Not signed in</span>
          </p>
          <SignInLink />
        </div>
      );
    case 'error':
      return (
        <div class="account">
          <p class="viewer viewer--muted">
            <span class="viewer__dot viewer__dot--warn" aria-hidden="true" />
            <span class="viewer__text">Account unknown</span>
          </p>
        </div>
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
