import { useRef, useState } from 'preact/hooks';
import { KnowledgeSearchDocument, type KnowledgeSearchQuery } from '../../generated/graphql';
import { request } from '../../graphql';
import { announce } from '../../announce';
import { ErrorNote } from '../../components/ErrorNote';
import { safeHref } from '../../format';

type Result = KnowledgeSearchQuery['knowledgeSearch'];

/**
 * The agent-path consumer search across verified providers (the customer path for the public
 * demo). Every field is rendered as text: snippets are plain text by contract.
 */
export function KnowledgeSearchPanel() {
  const [query, setQuery] = useState('');
  const [locale, setLocale] = useState('');
  const [result, setResult] = useState<{ query: string; data: Result } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setBusy(true);
    setError(null);
    try {
      const input = locale.trim() ? { query: q, locale: locale.trim(), limit: 10 } : { query: q, limit: 10 };
      const data = await request(KnowledgeSearchDocument, { input }, { signal: c.signal });
      setResult({ query: q, data: data.knowledgeSearch });
      const n = data.knowledgeSearch.results.length;
      const missing = data.knowledgeSearch.missingInformation.length;
      announce(
        `${n === 0 ? 'No results' : n === 1 ? '1 result' : `${n} results`} for ${q}.` +
          (missing > 0 ? ` ${missing} ${missing === 1 ? 'provider' : 'providers'} did not answer.` : ''),
      );
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setError(err);
      setResult(null);
      announce('The search failed.');
    } finally {
      if (controller.current === c) setBusy(false);
    }
  };

  return (
    <section class="section" aria-labelledby="ks-title">
      <h2 id="ks-title" class="section__title">
        Knowledge search
      </h2>
      <p class="section__lead">Search the verified knowledge providers, the way an agent would.</p>
      <form class="card form search-form" role="search" aria-labelledby="ks-title" onSubmit={onSubmit}>
        <div class="field search-form__query">
          <label class="field__label" for="ks-query">
            Search for
          </label>
          <input
            id="ks-query"
            class="input"
            type="search"
            required
            maxLength={2000}
            value={query}
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
        <div class="field search-form__locale">
          <label class="field__label" for="ks-locale">
            Locale
          </label>
          <input
            id="ks-locale"
            class="input"
            type="text"
            autoComplete="off"
            spellcheck={false}
            placeholder="en (optional)"
            value={locale}
            onInput={(e) => setLocale(e.currentTarget.value)}
          />
        </div>
        <div class="form__actions search-form__submit">
          <button type="submit" class="button">
            {busy ? 'Searching…' : 'Search'}
          </button>
        </div>
      </form>
      {error ? <ErrorNote error={error} /> : null}
      {result ? <Results query={result.query} data={result.data} /> : null}
    </section>
  );
}

function Results({ query, data }: { query: string; data: Result }) {
  const n = data.results.length;
  return (
    <div class="results" data-testid="knowledge-results">
      <h3 class="results__title">
        {n === 0 ? 'No results' : n === 1 ? '1 result' : `${n} results`} for “{query}”
        {data.returnedLocale ? <span class="muted"> · {data.returnedLocale}</span> : null}
        {data.localeFallback ? <span class="muted"> (fallback locale)</span> : null}
      </h3>
      {data.missingInformation.length > 0 ? (
        <div class="missing">
          <h4 class="missing__title">Missing information</h4>
          <ul class="missing__list">
            {data.missingInformation.map((m, i) => (
              <li key={`${i}-${m}`}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {n > 0 ? (
        <ol class="result-list">
          {data.results.map((r, i) => {
            const href = safeHref(r.url);
            return (
              <li key={`${i}-${r.documentId ?? r.title}`} class="result">
                <h4 class="result__title">
                  {href ? (
                    <a href={href} rel="external noopener noreferrer" target="_blank">
                      {r.title}
                    </a>
                  ) : (
                    r.title
                  )}
                </h4>
                <p class="result__snippet">{r.snippet}</p>
                <p class="result__meta">
                  {[
                    r.provider ? `Provider: ${r.provider}` : '',
                    r.resourceId ? `Resource: ${r.resourceId}` : '',
                    r.locale ? `Locale: ${r.locale}` : '',
                    typeof r.score === 'number' ? `Score: ${r.score.toFixed(3)}` : '',
                    r.freshness ? `Freshness: ${r.freshness}` : '',
                  ]
                    .filter((s) => s !== '')
                    .join(' · ')}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
