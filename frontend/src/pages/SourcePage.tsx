import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import {
  DeleteSourceDocument,
  RenameSourceDocument,
  RerunCanaryDocument,
  SourceDocumentsDocument,
  SourceJobsDocument,
  SourcePageDocument,
  SourceProofTestsDocument,
} from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import { navigate } from '../router';
import { useQuery } from '../useQuery';
import { usePaged } from '../usePaged';
import { useAction } from '../useAction';
import { documentHref, routeParam, type RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isOwner, isPublic } from '../operations';
import { LoadMore } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { Modal } from '../components/Modal';
import { StateBadge, stateLabel } from '../components/StateBadge';
import { ResultBadge } from '../components/Badges';
import { JobSummary } from '../components/JobSummary';
import { Evidence } from './ProofTestsPage';
import { kindLabel } from './sources/format';
import { formatTime, humanize } from '../format';

const PAGE = 20;
// Jobs are priced by their fields: a smaller page keeps the query under the complexity limit.
const JOB_PAGE = 10;

/** One source: state and why, its state history, imports, proof tests and documents; owners rename, re-run the canary or delete it. */
export function SourcePage({
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
  const owner = isOwner(current);
  const { state, reload } = useQuery(SourcePageDocument, { id }, member);
  const [version, setVersion] = useState(0);
  const data = 'data' in state ? state.data : undefined;
  const src = data?.source ?? null;
  const refresh = () => {
    reload();
    setVersion((n) => n + 1);
  };

  return (
    <article class="page page--wide" aria-labelledby="page-title">
      <p class="page__crumbs">
        <a href="/sources">Sources</a>
      </p>
      <h1 id="page-title" class="page__title" tabIndex={-1} ref={headingRef}>
        {src ? src.name : route.title}
      </h1>
      {isPublic(current) ? (
        <>
          <DemoNote />
          <p class="muted section">A source's documents, imports and proof tests are not part of the public demo.</p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to see your sources.</p> : null}
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {member && state.status === 'loading' && !data ? <p class="muted">Loading the source…</p> : null}
      {data && !src ? <p class="section">There is no such source. It may have been deleted.</p> : null}
      {src && data ? (
        <>
          <div class="source-head" data-source-page={src.id}>
            <StateBadge state={src.state} />
            <span class="muted">
              {kindLabel(src.kind)} · created <time dateTime={src.createdAt}>{formatTime(src.createdAt)}</time>
            </span>
          </div>
          {src.stateReason ? (
            <p class={src.state === 'FAILED' || src.state === 'DEGRADED' ? 'item__reason item__reason--problem' : 'item__reason'} data-state-reason>
              <span class="visually-hidden">Why: </span>
              {src.stateReason}
            </p>
          ) : null}
          {owner ? <OwnerActions id={src.id} name={src.name} kind={src.kind} onChanged={refresh} /> : null}
          <section class="section" aria-labelledby="history-title">
            <h2 id="history-title" class="section__title">
              State history
            </h2>
            {data.sourceHistory.length === 0 ? <p class="muted">No state changes recorded yet.</p> : null}
            {data.sourceHistory.length > 0 ? (
              <ol class="timeline" aria-label="State changes, newest first">
                {data.sourceHistory.map((h, i) => (
                  <li key={i} class="timeline__item">
                    <time dateTime={h.at}>{formatTime(h.at)}</time> <StateBadge state={h.state} />
                    {h.reason ? <span class="timeline__why"> {h.reason}</span> : null}
                    <span class="visually-hidden"> ({stateLabel(h.state)})</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
          <Jobs key={`j${version}`} sourceId={src.id} />
          <ProofTests key={`p${version}`} sourceId={src.id} />
          <Documents key={`d${version}`} sourceId={src.id} />
        </>
      ) : null}
    </article>
  );
}

function OwnerActions({ id, name, kind, onChanged }: { id: string; name: string; kind: string; onChanged: () => void }) {
  const action = useAction();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  const [confirm, setConfirm] = useState(false);
  const collection = kind === 'COLLECTION';

  const rename = (event: Event) => {
    event.preventDefault();
    void action.run(
      'The source was not renamed.',
      async () => {
        const data = await request(RenameSourceDocument, { id, name: draft });
        setRenaming(false);
        announce(`Renamed to ${data.renameSource.name}.`);
        onChanged();
      },
      'rename',
    );
  };
  const rerun = () =>
    action.run(
      'The canary did not run.',
      async () => {
        const data = await request(RerunCanaryDocument, { id });
        announce(`Canary ${data.verifySource.result === 'PASSED' ? 'passed' : 'failed'}.`);
        onChanged();
      },
      'canary',
    );
  const remove = () =>
    action.run(
      'The source was not deleted.',
      async () => {
        const data = await request(DeleteSourceDocument, { id });
        setConfirm(false);
        announce(`${name} deleted: ${data.deleteSource.documentsTombstoned} documents tombstoned.`);
        navigate('/sources');
      },
      'delete',
    );

  return (
    <section class="section source-actions" aria-label="Manage this source">
      <div class="form__actions">
        <button type="button" class="button button--quiet" aria-busy={action.pending === 'canary' ? 'true' : 'false'} onClick={() => void rerun()}>
          {action.pending === 'canary' ? 'Running the canary…' : 'Re-run canary'}
        </button>
        {collection ? (
          <>
            <button type="button" class="button button--quiet" aria-expanded={renaming ? 'true' : 'false'} onClick={() => setRenaming((r) => !r)}>
              Rename
            </button>
            <button type="button" class="button button--danger" onClick={() => setConfirm(true)}>
              Delete source
            </button>
          </>
        ) : null}
      </div>
      {renaming ? (
        <form class="card form rename-form" aria-label="Rename the source" onSubmit={rename}>
          <div class="field">
            <label class="field__label" for="rename-name">
              New name
            </label>
            <input
              id="rename-name"
              class="input"
              type="text"
              required
              maxLength={200}
              value={draft}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
          </div>
          <div class="form__actions">
            <button type="submit" class="button">
              Save name
            </button>
          </div>
        </form>
      ) : null}
      {action.error ? <ErrorNote error={action.error} /> : null}
      <Modal
        open={confirm}
        title={`Delete ${name}?`}
        onClose={() => setConfirm(false)}
        closeLabel="Keep it"
        actions={
          <button type="button" class="button button--danger" data-autofocus onClick={() => void remove()} aria-busy={action.pending === 'delete' ? 'true' : 'false'}>
            {action.pending === 'delete' ? 'Deleting…' : 'Delete source'}
          </button>
        }
      >
        <p>
          Its documents are tombstoned and leave search, answers and Today at once. Answers already given keep their receipts. This
          cannot be undone; import the files again to bring the source back.
        </p>
        {action.error ? <ErrorNote error={action.error} /> : null}
      </Modal>
    </section>
  );
}

function Jobs({ sourceId }: { sourceId: string }) {
  const list = usePaged(SourceJobsDocument, { sourceId, first: JOB_PAGE }, (r) => r.ingestionJobs);
  const data = 'data' in list.state ? list.state.data : undefined;
  return (
    <section class="section" aria-labelledby="jobs-title">
      <h2 id="jobs-title" class="section__title">
        Imports
      </h2>
      {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
      {data && list.nodes.length === 0 ? <p class="muted">No imports into this source.</p> : null}
      {list.nodes.length > 0 ? (
        <ul class="item-list" aria-label="Imports, newest first">
          {list.nodes.map((j) => (
            <li key={j.id} class="item">
              <JobSummary job={j} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more imports" />
    </section>
  );
}

function ProofTests({ sourceId }: { sourceId: string }) {
  const list = usePaged(SourceProofTestsDocument, { sourceId, first: PAGE }, (r) => r.proofTests);
  const data = 'data' in list.state ? list.state.data : undefined;
  return (
    <section class="section" aria-labelledby="pt-title">
      <h2 id="pt-title" class="section__title">
        Proof tests
      </h2>
      {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
      {data && list.nodes.length === 0 ? <p class="muted">No proof tests yet.</p> : null}
      {list.nodes.length > 0 ? (
        <ul class="item-list" aria-label="Proof tests, newest first">
          {list.nodes.map((t) => (
            <li key={t.id} class="item" data-proof-test-id={t.id}>
              <div class="item__head">
                <h3 class="item__title">
                  {humanize(t.kind)} · <time dateTime={t.createdAt}>{formatTime(t.createdAt)}</time>
                </h3>
                <ResultBadge result={t.result} />
              </div>
              {t.reason ? (
                <p class={t.result === 'FAILED' ? 'item__reason item__reason--problem' : 'item__reason'}>
                  <span class="visually-hidden">Reason: </span>
                  {t.reason}
                </p>
              ) : null}
              <details class="disclosure">
                <summary>
                  Probes<span class="visually-hidden"> of the run of {formatTime(t.createdAt)}</span>
                </summary>
                <Evidence evidence={t.evidence} />
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more proof tests" />
    </section>
  );
}

function Documents({ sourceId }: { sourceId: string }) {
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const vars = title ? { sourceId, first: PAGE, title } : { sourceId, first: PAGE };
  const list = usePaged(SourceDocumentsDocument, vars, (r) => r.documents);
  const data = 'data' in list.state ? list.state.data : undefined;
  return (
    <section class="section" aria-labelledby="docs-title">
      <h2 id="docs-title" class="section__title">
        Documents
      </h2>
      <form
        class="card form filter-form"
        role="search"
        aria-label="Filter documents by title"
        onSubmit={(e) => {
          e.preventDefault();
          setTitle(draft.trim());
        }}
      >
        <div class="field filter-form__input">
          <label class="field__label" for="doc-filter">
            Title contains
          </label>
          <input id="doc-filter" class="input" type="search" maxLength={200} value={draft} onInput={(e) => setDraft(e.currentTarget.value)} />
        </div>
        <div class="form__actions">
          <button type="submit" class="button button--quiet">
            Filter
          </button>
        </div>
      </form>
      {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
      {list.state.status === 'loading' && !data ? <p class="muted">Loading documents…</p> : null}
      {data && list.nodes.length === 0 ? <p class="muted">{title ? `No document titles contain “${title}”.` : 'No documents.'}</p> : null}
      {list.nodes.length > 0 ? (
        <ul class="doc-list" aria-label="Documents">
          {list.nodes.map((d) => (
            <li key={d.id} class="doc-list__item" data-document-id={d.id}>
              <a href={documentHref(d.id)} class="doc-list__title">
                {d.title || d.externalId}
              </a>
              <span class="doc-list__meta">
                {[d.kind, d.author ?? '', d.status === 'TOMBSTONED' ? 'tombstoned' : `revision ${d.revision}`].filter((x) => x).join(' · ')}
                {d.authoredAt ? (
                  <>
                    {' · '}
                    <time dateTime={d.authoredAt}>{formatTime(d.authoredAt)}</time>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more documents" />
    </section>
  );
}
