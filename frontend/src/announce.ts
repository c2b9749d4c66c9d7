// One polite live region for the whole app (rendered by App): results, saves and failures are
// announced to screen readers through it.
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function announce(message: string): void {
  for (const l of listeners) l(message);
}

export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A message for the next page this tab loads: a page about to be left for a server route (a
// sign-out) would end before a screen reader reads it. App shows and announces it on load.
const CARRIED_KEY = 'queueproof.carried-announcement';

export function announceOnNextPage(message: string): void {
  try {
    window.sessionStorage.setItem(CARRIED_KEY, message);
  } catch {
    // Storage refused (private mode, quota): the message was still announced here.
  }
}

/** The message left by announceOnNextPage, once. */
export function takeCarriedAnnouncement(): string | null {
  try {
    const message = window.sessionStorage.getItem(CARRIED_KEY);
    if (message !== null) window.sessionStorage.removeItem(CARRIED_KEY);
    return message;
  } catch {
    return null;
  }
}
