import { useEffect, useState } from 'preact/hooks';
import { SourcesDocument, type SourceFieldsFragment } from '../../generated/graphql';
import { request } from '../../graphql';
import { useQuery } from '../../useQuery';
import { ErrorNote } from '../../components/ErrorNote';
import { StateBadge } from '../../components/StateBadge';
import { formatTime } from '../../format';
import { kindLabel } from './format';
import { sourceHref } from '../../routes';

const PAGE = 50;

/** Every source of the workspace with its state badge and, when there is one, the reason. */
export function SourceList({ version, links = true }: { version: number; links?: boolean }) {
  const { state, reload } = useQuery(SourcesDocument, { first: PAGE });
  const [more, setMore] = useState<{ nodes: SourceFieldsFragment[]; endCursor: string | null; hasNextPage: boolean } | null>(null);
  const [moreError, setMoreError] = useState<unknown>(null);

  useEffect(() => {
    if (version > 0) {
      setMore(null);
      reload();
    }
  }, [version]);

  const data = 'data' in state ? state.data : undefined;
  const first = data?.sources;
  const nodes = [...(first?.edges.map((e) => e.node) ?? []), ...(more?.nodes ?? [])];
  const pageInfo = more ?? (first ? { hasNextPage: first.pageInfo.hasNextPage, endCursor: first.pageInfo.endCursor } : null);

  const loadMore = async () => {
    if (!pageInfo?.endCursor) return;
    setMoreError(null);
    try {
      const next = await request(SourcesDocument, { first: PAGE, after: pageInfo.endCursor });
      setMore({
        nodes: [...(more?.nodes ?? []), ...next.sources.edges.map((e) => e.node)],
        endCursor: next.sources.pageInfo.endCursor,
        hasNextPage: next.sources.pageInfo.hasNextPage,
      });
    } catch (err) {
      setMoreError(err);
    }
  };

  return (
    <section class="section" aria-labelledby="sources-title">
      <h2 id="sources-title" class="section__title">
        All sources
      </h2>
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {state.status === 'loading' && !data ? <p class="muted">Loading sources…</p> : null}
      {data && nodes.length === 0 ? (
        <p class="muted">No sources yet. Sources appear here once a connector, an import or a knowledge provider is added.</p>
      ) : null}
      {nodes.length > 0 ? (
        <ul class="item-list" aria-label="Sources">
          {nodes.map((s) => (
            <li key={s.id} class="item" data-source-id={s.id}>
              <div class="item__head">
                <h3 class="item__title">{links ? <a href={sourceHref(s.id)}>{s.name}</a> : s.name}</h3>
                <StateBadge state={s.state} />
              </div>
              <p class="item__meta">
                {kindLabel(s.kind)} · updated {formatTime(s.updatedAt)}
              </p>
              {s.stateReason ? (
                <p class={s.state === 'FAILED' || s.state === 'DEGRADED' ? 'item__reason item__reason--problem' : 'item__reason'}>
                  <span class="visually-hidden">Reason: </span>
                  {s.stateReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pageInfo?.hasNextPage ? (
        <p class="section__more">
          <button type="button" class="button button--quiet" onClick={loadMore}>
            Load more sources
          </button>
        </p>
      ) : null}
      {moreError ? <ErrorNote error={moreError} /> : null}
    </section>
  );
}
