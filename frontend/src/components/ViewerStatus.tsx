import { useEffect, useState } from 'preact/hooks';
import { announce, announceOnNextPage } from '../announce';
import { RevokeSessionsDocument } from '../generated/graphql';
import { GraphQLRequestError, request } from '../graphql';
import { canSignOutEverywhere, describeViewer, hasSession, isPublic } from '../operations';
import { useAction } from '../useAction';
import { useDisclosure } from '../useDisclosure';
import type { ViewerState } from '../viewer';
import { ErrorNote } from './ErrorNote';
import { Modal } from './Modal';

const SIGN_OUT_MENU_ID = 'sign-out-menu';

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

const LOGOUT_ACTION = '/auth/logout';

/**
 * Ends this browser's session at the server's sign-out route (which revokes it and clears the
 * cookie), then loads the start page signed out. A fetch rather than the form's own navigation:
 * under the server's no-referrer policy the browser sends a navigating POST with "Origin: null",
 * which the route's cross-site check refuses. On a failure it throws the route's error and the
 * page stays.
 */
async function signOutHere(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(LOGOUT_ACTION, { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
  } catch {
    throw new GraphQLRequestError('Could not reach the server.', 'NETWORK_ERROR', 0);
  }
  // Success is the route's redirect to /, which is not followed here.
  if (response.type !== 'opaqueredirect' && !response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined;
    const code = typeof error?.code === 'string' ? error.code : 'HTTP_ERROR';
    const message = typeof error?.message === 'string' ? error.message : `The server answered ${response.status}.`;
    throw new GraphQLRequestError(message, code, response.status);
  }
  window.location.assign('/');
}

/** A sign-out form: on submit, signOutHere; a failure is shown under it and changes nothing. */
function SignOutHereForm({ label, buttonClass, formClass }: { label: string; buttonClass: string; formClass?: string }) {
  const action = useAction();
  return (
    <form
      class={formClass}
      method="post"
      action={LOGOUT_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run('You are still signed in: signing out failed.', signOutHere);
      }}
    >
      <button type="submit" class={buttonClass} aria-busy={action.busy ? 'true' : 'false'}>
        {label}
      </button>
      {action.error ? (
        <div class="account__error">
          <ErrorNote error={action.error} />
        </div>
      ) : null}
    </form>
  );
}

/** Sign out: the session this browser holds ends and the start page loads. */
function SignOutForm() {
  return <SignOutHereForm label="Sign out" formClass="account__action account__form" buttonClass="button button--small button--quiet" />;
}

function sessionsEnded(count: number): string {
  if (count === 0) return 'Signed out: no session of your account was still open.';
  return `Signed out everywhere: ${count} ${count === 1 ? 'session' : 'sessions'} of your account ended, this one included.`;
}

/**
 * Sign out for an OIDC session: a button that shows two choices, this device (as Sign out)
 * or everywhere (after a confirmation, revokeSessions ends every session of the account,
 * then this page signs out the same way).
 */
function SignOutChoices() {
  const menu = useDisclosure<HTMLDivElement>();
  const [confirm, setConfirm] = useState(false);
  const action = useAction();
  // Set once the sessions are ended, while the page leaves: nothing more to run here.
  const [leaving, setLeaving] = useState(false);
  const busy = action.busy || leaving;

  const signOutEverywhere = () => {
    if (leaving) return;
    return action.run('You are still signed in: no session was ended.', async () => {
      const count = (await request(RevokeSessionsDocument, {})).revokeSessions;
      const message = sessionsEnded(count);
      setLeaving(true);
      announce(message);
      announceOnNextPage(message);
      // This session is among those ended: should its sign-out route fail, the start page
      // still shows the browser signed out (the server no longer accepts its cookie).
      await signOutHere().catch(() => window.location.assign('/'));
    });
  };

  return (
    <div class="account__action account-menu" ref={menu.containerRef} onFocusOut={menu.onFocusOut}>
      <button
        ref={menu.buttonRef}
        type="button"
        class="button button--small button--quiet account-menu__button"
        aria-expanded={menu.open ? 'true' : 'false'}
        aria-controls={SIGN_OUT_MENU_ID}
        onClick={() => menu.setOpen((o) => !o)}
      >
        Sign out
        <svg class="more-button__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" />
        </svg>
      </button>
      <ul id={SIGN_OUT_MENU_ID} class="more-menu account-menu__list" hidden={!menu.open}>
        <li>
          <SignOutHereForm label="Sign out on this device" buttonClass="nav-link account-menu__item" />
        </li>
        <li>
          <button
            type="button"
            class="nav-link account-menu__item"
            onClick={() => {
              action.setError(null);
              menu.setOpen(false);
              setConfirm(true);
            }}
          >
            Sign out everywhere…
          </button>
        </li>
      </ul>
      <Modal
        open={confirm}
        title="Sign out everywhere?"
        onClose={() => setConfirm(false)}
        closeLabel="Cancel"
        returnFocus={menu.buttonRef.current}
        actions={
          <button
            type="button"
            class="button button--danger"
            data-autofocus
            onClick={() => void signOutEverywhere()}
            aria-disabled={busy ? 'true' : undefined}
            aria-busy={busy ? 'true' : 'false'}
          >
            {busy ? 'Signing out…' : 'Sign out everywhere'}
          </button>
        }
      >
        <p class="modal__text">
          This ends every session of your account, on every device, including this one. A browser left signed in on a shared or lost
          machine is signed out at once; you can sign in again here afterwards.
        </p>
        {action.error ? <ErrorNote error={action.error} /> : null}
      </Modal>
    </div>
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
          {canSignOutEverywhere(state.viewer) ? <SignOutChoices /> : hasSession(state.viewer) ? <SignOutForm /> : demo ? <SignInLink /> : null}
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

/** A message the previous page left as it went (see announceOnNextPage), until dismissed. */
export function CarriedNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div class="notice-wrap">
      <div class="notice-bar notice-bar--ok" data-carried-notice>
        <p class="notice-bar__text">{message}</p>
        <div class="notice-bar__actions">
          <button
            type="button"
            class="button button--small button--quiet"
            onClick={() => {
              onDismiss();
              document.getElementById('main')?.focus();
            }}
          >
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}
