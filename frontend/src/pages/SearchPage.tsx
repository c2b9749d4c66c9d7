import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { SearchEvidenceDocument, VerifiedSourceNamesDocument, type SearchEvidenceQuery, type SearchMode } from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import { useQuery } from '../useQuery';
import { documentHref, sourceHref, type RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isPublic } from '../operations';
import { Page } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { Highlight, termsOf } from '../components/Highlight';
import { formatTime } from '../format';

type Hit = SearchEvidenceQuery['search']['hits'][number];

const MODES: ReadonlyArray<[SearchMode, string, string]> = [
  ['AUTO', 'Auto', 'what Ask would read'],
  ['TEXT', 'Words', 'full-text ranking'],
  ['EXACT_ID', 'Exact id', 'ticket keys, emails, URLs'],
  ['HYBRID', 'Hybrid', 'words and ids together'],
  ['THINKING', 'Thinking', 'sub-questions, related records'],
];

/** Search over the workspace's verified evidence (signed-in members; the public demo has its knowledge search on Sources). */
export function SearchPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const member = current !== null && !isPublic(current);
  const params = new URLSearchParams(window.location.search);
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [mode, setMode] = useState<SearchMode>((MODES.find(([m]) => m === params.get('mode'))?.[0] ?? 'AUTO') as SearchMode);
  const [sourceId, setSourceId] = useState('');
  const [result, setResult] = useState<{ query: string; hits: readonly Hit[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const sources = useQuery(VerifiedSourceNamesDocument, {}, member);
  const all = 'data' in sources.state && sources.state.data ? sources.state.data.sources.edges.map((e) => e.node) : [];
  const names = new Map(all.map((s) => [s.id, s.name]));
  const verified = all.filter((s) => s.state === 'DATA_VERIFIED');

  const search = async (q: string) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setBusy(true);
    setError(null);
    try {
      const input = { query: q, mode, first: 20, ...(sourceId ? { sourceIds: [sourceId] } : {}) };
      const data = await request(SearchEvidenceDocument, { input }, { signal: c.signal });
      setResult({ query: q, hits: data.search.hits });
      const n = data.search.hits.length;
      announce(`${n === 0 ? 'No hits' : n === 1 ? '1 hit' : `${n} hits`} for ${q}.`);
      const url = new URL(window.location.href);
      url.searchParams.set('q', q);
      url.searchParams.set('mode', mode);
      window.history.replaceState(null, '', url.pathname + url.search);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setError(err);
      setResult(null);
      announce('The search failed.');
    } finally {
      if (controller.current === c) setBusy(false);
    }
  };

  // A link with ?q= searches on arrival.
  useEffect(() => {
    const q = params.get('q')?.trim();
    if (member && q) void search(q);
  }, [member]);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const q = query.trim();
    if (q !== '') void search(q);
  };

  return (
    <Page route={route} headingRef={headingRef}>
      {isPublic(current) ? (
        <>
          <DemoNote />
          <p class="section">
            Searching the indexed evidence needs a signed-in member. The demo can ask questions on <a href="/ask">Ask</a> and search
            its knowledge providers on <a href="/sources">Sources</a>.
          </p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to search the evidence of your workspace.</p> : null}
      {member ? (
        <>
          <form class="card form search-form evidence-search" role="search" aria-label="Search the evidence" onSubmit={onSubmit}>
            <div class="field search-form__query">
              <label class="field__label" for="ev-query">
                Search for
              </label>
              <input
                id="ev-query"
                class="input"
                type="search"
                required
                maxLength={2000}
                value={query}
                onInput={(e) => setQuery(e.currentTarget.value)}
              />
            </div>
            <div class="field search-form__locale">
              <label class="field__label" for="ev-source">
                Source
              </label>
              <select id="ev-source" class="input" value={sourceId} onChange={(e) => setSourceId(e.currentTarget.value)}>
                <option value="">All verified sources</option>
                {verified.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div class="form__actions search-form__submit">
              <button type="submit" class="button" aria-busy={busy ? 'true' : 'false'}>
                {busy ? 'Searching…' : 'Search'}
              </button>
            </div>
            <fieldset class="fieldset search-form__modes">
              <legend class="field__label">Mode</legend>
              <div class="segmented">
                {MODES.map(([value, label, hint]) => (
                  <label key={value} class="segmented__option">
                    <input type="radio" name="search-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                    <span>
                      <strong>{label}</strong>
                      <span class="segmented__hint">{hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </form>
          {error ? <ErrorNote error={error} /> : null}
          {result ? <Hits query={result.query} hits={result.hits} names={names} /> : null}
        </>
      ) : null}
    </Page>
  );
}

function Hits({ query, hits, names }: { query: string; hits: readonly Hit[]; names: ReadonlyMap<string, string> }) {
  const terms = termsOf(query);
  const n = hits.length;
  return (
    <section class="results section" aria-labelledby="hits-title" data-testid="search-hits">
      <h2 id="hits-title" class="results__title">
        {n === 0 ? 'No hits' : n === 1 ? '1 hit' : `${n} hits`} for “{query}”
      </h2>
      {n === 0 ? <p class="muted">Nothing in the verified sources matches. Try other words, or another mode.</p> : null}
      {n > 0 ? (
        <ol class="result-list">
          {hits.map((h) => (
            <li key={h.chunk.id} class="result" data-hit-document={h.document.id}>
              <h3 class="result__title">
                <a href={documentHref(h.document.id)}>{h.document.title || h.document.externalId}</a>
              </h3>
              <p class="result__meta">
                <a href={sourceHref(h.document.sourceId)}>{names.get(h.document.sourceId) ?? 'Source'}</a>
                {h.document.authoredAt ? (
                  <>
                    {' · '}
                    <time dateTime={h.document.authoredAt}>{formatTime(h.document.authoredAt)}</time>
                  </>
                ) : null}
                {' · '}
                {h.lanes.join(', ')}
              </p>
              <p class="result__snippet">
                <Highlight text={h.chunk.text.length > 600 ? `${h.chunk.text.slice(0, 600)}…` : h.chunk.text} terms={terms} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
