import type { Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { AnswerDocument, AnswersDocument } from '../generated/graphql';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isPublic } from '../operations';
import { usePaged } from '../usePaged';
import { useQuery } from '../useQuery';
import { Page, LoadMore } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { AnswerStatusBadge } from '../components/Badges';
import { AnswerView } from '../components/AnswerView';
import { formatTime, shortHash } from '../format';

const PAGE = 20;

function AnswerDetail({ id, onClose, documentLinks }: { id: string; onClose: () => void; documentLinks: boolean }) {
  const { state, reload } = useQuery(AnswerDocument, { id });
  return (
    <div class="detail" data-detail>
      <p class="detail__bar">
        <button type="button" class="button button--quiet button--small" onClick={onClose}>
          Back to the list
        </button>
      </p>
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {state.status === 'loading' ? <p class="muted" role="status">Loading the answer…</p> : null}
      {state.status === 'ok' && !state.data.answer ? <p class="muted">This answer no longer exists.</p> : null}
      {state.status === 'ok' && state.data.answer ? <AnswerView answer={state.data.answer} showQuestion documentLinks={documentLinks} /> : null}
    </div>
  );
}

export function HistoryPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const list = usePaged(AnswersDocument, { first: PAGE }, (r) => r.answers, viewer.status === 'signed-in');
  const [selected, setSelected] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const close = () => {
    const id = selected;
    setSelected(null);
    // Back to the row that opened the answer.
    window.setTimeout(() => {
      listRef.current?.querySelector<HTMLElement>(`[data-open-answer="${id}"]`)?.focus();
    }, 0);
  };
  const open = (id: string) => {
    setSelected(id);
    window.setTimeout(() => document.querySelector<HTMLElement>('[data-detail] button')?.focus(), 0);
  };

  const data = 'data' in list.state ? list.state.data : undefined;
  return (
    <Page route={route} headingRef={headingRef}>
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to see the answers of your workspace.</p> : null}
      {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
      {selected ? <AnswerDetail documentLinks={!isPublic(viewer.status === 'signed-in' ? viewer.viewer : null)} key={selected} id={selected} onClose={close} /> : null}
      <section class="section" aria-labelledby="answers-title" hidden={selected !== null}>
        <h2 id="answers-title" class="section__title">
          Answers
        </h2>
        {list.state.status === 'loading' && !data ? <p class="muted">Loading answers…</p> : null}
        {data && list.nodes.length === 0 ? (
          <p class="muted">
            No answers yet. Ask a question on the <a href="/ask">Ask</a> page and it appears here.
          </p>
        ) : null}
        {list.nodes.length > 0 ? (
          <ul class="item-list" aria-label="Answers, newest first" ref={listRef}>
            {list.nodes.map((a) => (
              <li key={a.id} class="item" data-answer-id={a.id}>
                <div class="item__head">
                  <h3 class="item__title">{a.question}</h3>
                  <AnswerStatusBadge status={a.status} />
                </div>
                <p class="item__meta">
                  <time dateTime={a.createdAt}>{formatTime(a.createdAt)}</time> · {a.mode.toLowerCase()}
                  {a.receiptHash ? (
                    <>
                      {' '}
                      · receipt{' '}
                      <span class="mono" title={a.receiptHash}>
                        {shortHash(a.receiptHash)}
                      </span>
                    </>
                  ) : null}
                </p>
                <div class="item__actions">
                  <button type="button" class="button button--quiet button--small" data-open-answer={a.id} onClick={() => open(a.id)}>
                    Open<span class="visually-hidden"> the answer to: {a.question}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more answers" />
      </section>
    </Page>
  );
}
