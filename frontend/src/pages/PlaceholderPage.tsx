import type { Ref } from 'preact';
import type { RouteDef } from '../routes';

export function PlaceholderPage({
  route,
  headingRef,
}: {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <article class="page" aria-labelledby="page-title">
      <h1 id="page-title" class="page__title" tabIndex={-1} ref={headingRef}>
        {route.title}
      </h1>
      <p class="page__lead">{route.summary}</p>
      <section class="card" aria-labelledby="planned-title">
        <h2 id="planned-title" class="card__title">
          What this page will hold
        </h2>
        <ul class="card__list">
          {route.planned.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p class="card__status">
          <span class="badge">Not available yet</span>
          This page has not been built yet, so there is nothing to show here for now.
        </p>
      </section>
    </article>
  );
}
