import type { Ref } from 'preact';

export function NotFoundPage({ path, headingRef }: { path: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <article class="page" aria-labelledby="page-title">
      <h1 id="page-title" class="page__title" tabIndex={-1} ref={headingRef}>
        Page not found
      </h1>
      <p class="page__lead">
        There is no page at <code class="path">{path}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <a class="button" href="/">
          Go to Ask
        </a>
      </p>
    </article>
  );
}
