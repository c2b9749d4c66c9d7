import type { ComponentChildren, Ref } from 'preact';
import type { RouteDef } from '../routes';

/** A page's article with its focusable h1 (focused on client navigation) and lead. */
export function Page({
  route,
  headingRef,
  wide = true,
  children,
}: {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
  wide?: boolean;
  children: ComponentChildren;
}) {
  return (
    <article class={wide ? 'page page--wide' : 'page'} aria-labelledby="page-title">
      <h1 id="page-title" class="page__title" tabIndex={-1} ref={headingRef}>
        {route.title}
      </h1>
      <p class="page__lead">{route.summary}</p>
      {children}
    </article>
  );
}

/** "Load more" under a paged list, with its own error. */
export function LoadMore({
  hasMore,
  loading,
  error,
  onMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onMore: () => void;
  label: string;
}) {
  return (
    <>
      {hasMore ? (
        <p class="section__more">
          <button
            type="button"
            class="button button--quiet"
            aria-disabled={loading ? 'true' : undefined}
            aria-busy={loading ? 'true' : undefined}
            onClick={() => {
              if (!loading) onMore();
            }}
          >
            {loading ? 'Loading…' : label}
          </button>
        </p>
      ) : null}
      {error ? (
        <div class="error-note" role="alert">
          <p>Could not load more. Try again.</p>
        </div>
      ) : null}
    </>
  );
}
