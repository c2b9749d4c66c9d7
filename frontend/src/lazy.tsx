// Pages only some visitors open are loaded on first use, so the first load stays small. While a
// page loads, its heading is shown (and focused on client navigation, as any page's); once it
// has loaded, focus moves to the real heading if it was on the placeholder.
import type { JSX, Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RouteDef } from './routes';

interface LazyProps {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
}

export function lazyPage<P extends LazyProps>(load: () => Promise<(props: P) => JSX.Element>): (props: P) => JSX.Element {
  let loaded: ((props: P) => JSX.Element) | null = null;
  let pending: Promise<(props: P) => JSX.Element> | null = null;
  return function LazyPage(props: P) {
    const [Page, setPage] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Page) return;
      pending ??= load();
      let live = true;
      const hadFocus = () => document.activeElement?.id === 'page-title';
      pending.then(
        (p) => {
          loaded = p;
          if (!live) return;
          const refocus = hadFocus();
          setPage(() => p);
          if (refocus) window.setTimeout(() => document.getElementById('page-title')?.focus(), 0);
        },
        () => {
          pending = null;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (Page) return <Page {...props} />;
    return (
      <article class="page page--wide" aria-labelledby="page-title">
        <h1 id="page-title" class="page__title" tabIndex={-1} ref={props.headingRef}>
          {props.route.title}
        </h1>
        {failed ? (
          <div class="error-note" role="alert">
            <p>This page could not be loaded. Check the connection and reload.</p>
          </div>
        ) : (
          <p class="muted" role="status">
            Loading…
          </p>
        )}
      </article>
    );
  };
}

/** A component loaded on first render (nothing is shown until it has loaded). */
export function lazyComponent<P extends object>(load: () => Promise<(props: P) => JSX.Element>): (props: P) => JSX.Element | null {
  let loaded: ((props: P) => JSX.Element) | null = null;
  let pending: Promise<(props: P) => JSX.Element> | null = null;
  return function LazyComponent(props: P) {
    const [C, setC] = useState(() => loaded);
    useEffect(() => {
      if (C) return;
      pending ??= load();
      let live = true;
      pending.then(
        (c) => {
          loaded = c;
          if (live) setC(() => c);
        },
        () => {
          pending = null;
        },
      );
      return () => {
        live = false;
      };
    }, [C]);
    return C ? <C {...props} /> : null;
  };
}
