// Tiny History API router: real <a href> links, intercepted for client-side
// navigation, plus a hook that re-renders on path changes.
import { useEffect, useState } from 'preact/hooks';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Pathname without a trailing slash (except for "/"). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function currentPath(): string {
  return normalizePath(window.location.pathname);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Navigate within the app. `to` is a same-origin path such as "/today". */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  const next = url.pathname + url.search + url.hash;
  const now = window.location.pathname + window.location.search + window.location.hash;
  if (next === now) return;
  if (options.replace) {
    window.history.replaceState(null, '', next);
  } else {
    window.history.pushState(null, '', next);
  }
  notify();
}

/** Current normalized pathname; re-renders the caller when it changes. */
export function usePath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => setPath(currentPath());
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return path;
}

/**
 * Intercept clicks on same-origin <a href> elements and route them on the
 * client. Links opt out with `data-native`, `download`, `rel="external"` or a
 * target other than _self; modified clicks (new tab etc.) are left alone.
 */
function onDocumentClick(event: MouseEvent): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const target = event.target;
  if (!(target instanceof Element)) return;
  const anchor = target.closest('a');
  if (!(anchor instanceof HTMLAnchorElement)) return;

  const href = anchor.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#')) return;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-native')) return;
  if (anchor.target !== '' && anchor.target !== '_self') return;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return;

  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;

  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

let started = false;

/** Install the global listeners once. */
export function startRouter(): void {
  if (started) return;
  started = true;
  window.addEventListener('popstate', notify);
  document.addEventListener('click', onDocumentClick);
}
