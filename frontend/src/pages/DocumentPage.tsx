import type { Ref } from 'preact';
import { DocumentPageDocument } from '../generated/graphql';
import { useQuery } from '../useQuery';
import { routeParam, sourceHref, type RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isPublic } from '../operations';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { formatNumber, formatTime, safeHref } from '../format';

/** Where a chunk sits in the body: a bar over the body's length (SVG attributes, no inline styles). */
function Position({ start, end, length }: { start: number; end: number; length: number }) {
  const x = length > 0 ? (start / length) * 100 : 0;
  const w = length > 0 ? Math.max(((end - start) / length) * 100, 0.5) : 100;
  return (
    <svg class="chunk__pos" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect class="chunk__pos-body" x="0" y="0" width="100" height="4" />
      <rect class="chunk__pos-here" x={x} y="0" width={w} height="4" />
    </svg>
  );
}

/** One document: its facts and its chunks in order, each with its character offsets in the body. */
export function DocumentPage({
  route,
  headingRef,
  viewer,
  path,
}: {
  route: RouteDef;
  headingRef: Ref<HTMLHeadingElement>;
  viewer: ViewerState;
  path: string;
}) {
  const id = routeParam(route, path);
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const member = current !== null && !isPublic(current);
  const { state, reload } = useQuery(DocumentPageDocument, { id }, member);
  const data = 'data' in state ? state.data : undefined;
  const doc = data?.document ?? null;
  const length = doc ? Math.max(0, ...doc.chunks.map((c) => c.endOffset)) : 0;
  const external = safeHref(doc?.url);

  return (
    <article class="page page--wide" aria-labelledby="page-title">
      <p class="page__crumbs">
        <a href={doc ? sourceHref(doc.sourceId) : '/sources'}>{doc ? 'Back to its source' : 'Sources'}</a>
      </p>
      <h1 id="page-title" class="page__title" tabIndex={-1} ref={headingRef}>
        {doc ? doc.title || doc.externalId : route.title}
      </h1>
      {isPublic(current) ? (
        <>
          <DemoNote />
          <p class="muted section">Document pages are not part of the public demo: each answer shows the passages it cites.</p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to read your documents.</p> : null}
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {member && state.status === 'loading' && !data ? <p class="muted">Loading the document…</p> : null}
      {data && !doc ? <p class="section">There is no such document. Its source may have been deleted.</p> : null}
      {doc ? (
        <>
          <dl class="facts" data-document-page={doc.id}>
            <div>
              <dt>Id in its source</dt>
              <dd class="mono">{doc.externalId}</dd>
            </div>
            <div>
              <dt>Kind</dt>
              <dd>{doc.kind}</dd>
            </div>
            <div>
              <dt>Author</dt>
              <dd>{doc.author ?? 'Not stated'}</dd>
            </div>
            <div>
              <dt>Written</dt>
              <dd>{doc.authoredAt ? <time dateTime={doc.authoredAt}>{formatTime(doc.authoredAt)}</time> : 'Not stated'}</dd>
            </div>
            <div>
              <dt>Revision</dt>
              <dd>
                {doc.revision} ({doc.status === 'TOMBSTONED' ? 'tombstoned' : 'indexed'}), updated{' '}
                <time dateTime={doc.updatedAt}>{formatTime(doc.updatedAt)}</time>
              </dd>
            </div>
            {external ? (
              <div>
                <dt>In its source</dt>
                <dd>
                  <a href={external} target="_blank" rel="noopener noreferrer external">
                    Open<span class="visually-hidden"> in the source system (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <section class="section" aria-labelledby="chunks-title">
            <h2 id="chunks-title" class="section__title">
              Chunks
            </h2>
            <p class="section__lead">
              {doc.chunks.length === 0
                ? 'No chunks: the document is tombstoned and out of the index.'
                : `${doc.chunks.length} ${doc.chunks.length === 1 ? 'chunk covers' : 'chunks cover'} the body's ${formatNumber(length)} characters. Each is searched and cited on its own.`}
            </p>
            <ol class="chunks">
              {doc.chunks.map((c) => (
                <li key={c.id} class="chunk" id={`chunk-${c.ordinal}`} data-chunk-id={c.id}>
                  <h3 class="chunk__title">
                    Chunk {c.ordinal + 1}{' '}
                    <span class="chunk__offsets" data-offsets={`${c.startOffset}-${c.endOffset}`}>
                      characters {formatNumber(c.startOffset)}–{formatNumber(c.endOffset)} of {formatNumber(length)}
                    </span>
                  </h3>
                  <Position start={c.startOffset} end={c.endOffset} length={length} />
                  <p class="chunk__text">{c.text}</p>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </article>
  );
}
