import type { Ref } from 'preact';
import { ProofTestsDocument } from '../generated/graphql';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isPublic } from '../operations';
import { usePaged } from '../usePaged';
import { Page, LoadMore } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { ResultBadge } from '../components/Badges';
import { formatTime, humanize } from '../format';

const PAGE = 20;

interface Probe {
  chunkId?: unknown;
  lane?: unknown;
  query?: unknown;
  found?: unknown;
  rank?: unknown;
}

function parseProbes(evidence: string): Probe[] | null {
  try {
    const v: unknown = JSON.parse(evidence);
    return Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null) ? (v as Probe[]) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The probes of a run: a table when they parse, the raw text when they don't. */
export function Evidence({ evidence }: { evidence: string }) {
  const probes = parseProbes(evidence);
  if (!probes) return <pre class="code" tabIndex={0}>{evidence}</pre>;
  const found = probes.filter((p) => p.found === true).length;
  return (
    <>
      <p class="small muted">
        {found} of {probes.length} sampled passages were found again.
      </p>
      <div class="table-wrap">
        <table class="table">
          <caption class="visually-hidden">Probes</caption>
          <thead>
            <tr>
              <th scope="col">Passage</th>
              <th scope="col">Lane</th>
              <th scope="col">Query</th>
              <th scope="col">Found</th>
            </tr>
          </thead>
          <tbody>
            {probes.map((p, i) => (
              <tr key={i}>
                <td class="mono">{text(p.chunkId)}</td>
                <td>{text(p.lane)}</td>
                <td class="table__query">{text(p.query)}</td>
                <td>{p.found === true ? `yes${p.rank !== undefined ? `, rank ${text(p.rank)}` : ''}` : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ProofTestsPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const demo = isPublic(current);
  const list = usePaged(ProofTestsDocument, { first: PAGE }, (r) => r.proofTests, current !== null && !demo);
  const data = 'data' in list.state ? list.state.data : undefined;
  const names = new Map((data?.sources.edges ?? []).map((e) => [e.node.id, e.node.name]));
  return (
    <Page route={route} headingRef={headingRef}>
      {demo ? (
        <>
          <DemoNote />
          <p class="muted section">Proof test runs are not part of the public demo.</p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to see your sources' proof tests.</p> : null}
      {current && !demo ? (
        <section class="section" aria-labelledby="runs-title">
          <h2 id="runs-title" class="section__title">
            Runs, newest first
          </h2>
          <p class="section__lead">
            After every import QueueProof samples passages and searches for them again: a source serves answers only once they are found.
          </p>
          {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
          {list.state.status === 'loading' && !data ? <p class="muted">Loading proof tests…</p> : null}
          {data && list.nodes.length === 0 ? <p class="muted">No proof tests yet: they run when a source is imported or verified.</p> : null}
          {list.nodes.length > 0 ? (
            <ul class="item-list" aria-label="Proof test runs">
              {list.nodes.map((t) => (
                <li key={t.id} class="item" data-proof-test-id={t.id}>
                  <div class="item__head">
                    <h3 class="item__title">{names.get(t.sourceId) ?? t.sourceId}</h3>
                    <ResultBadge result={t.result} />
                  </div>
                  <p class="item__meta">
                    {humanize(t.kind)} · <time dateTime={t.createdAt}>{formatTime(t.createdAt)}</time>
                  </p>
                  {t.reason ? (
                    <p class={t.result === 'FAILED' ? 'item__reason item__reason--problem' : 'item__reason'}>
                      <span class="visually-hidden">Reason: </span>
                      {t.reason}
                    </p>
                  ) : null}
                  <details class="disclosure">
                    <summary>
                      Evidence<span class="visually-hidden"> of the run for {names.get(t.sourceId) ?? t.sourceId}</span>
                    </summary>
                    <Evidence evidence={t.evidence} />
                  </details>
                </li>
              ))}
            </ul>
          ) : null}
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more runs" />
        </section>
      ) : null}
    </Page>
  );
}
