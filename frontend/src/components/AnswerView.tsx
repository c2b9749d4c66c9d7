import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { AnswerFieldsFragment } from '../generated/graphql';
import { AnswerStatusBadge, answerStatusText } from './Badges';
import { ReceiptDialog, type Receipt } from './Receipt';
import { EvidenceCards, EvidenceMarker, type CardCitation } from './EvidenceCards';
import { formatTime, humanize } from '../format';

type Answer = AnswerFieldsFragment;

const AGENTS: Record<string, string> = {
  none: 'Nothing: the evidence answers the question.',
  research: 'Research: evidence is missing.',
  triage: 'Triage: the sources disagree.',
  queue: 'Queue: open, dated work.',
};

/** One answer, as Ask and History show it: status, text with citation markers, claims,
 * revised values (the value in force beside what it replaced, and why), contradictions side by
 * side, missing information, the evidence it cites as cards (markers
 * jump to their card and back), the retrieval trace and the receipt hash. documentLinks: cards
 * link to the document page (signed-in members; the public demo has no document pages). */
export function AnswerView({
  answer,
  showQuestion = false,
  documentLinks = true,
}: {
  answer: Answer;
  showQuestion?: boolean;
  documentLinks?: boolean;
}) {
  const [open, setOpen] = useState<Receipt | null>(null);
  // The marker each card was last reached from, for "Back to the text".
  const cameFrom = useRef(new Map<number, HTMLElement>());
  const base = `ev-${answer.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const receipts = new Map<string, CardCitation>();
  answer.citations.forEach((c, i) => {
    receipts.set(c.id, {
      n: i + 1,
      id: c.id,
      title: c.title,
      excerpt: c.excerpt,
      provider: c.provider,
      author: c.author,
      timestamp: c.timestamp,
      url: c.url,
      sourceRef: c.sourceRef,
      externalId: c.externalId,
      untrusted: c.untrusted,
      injectionKinds: c.injectionKinds,
      duplicates: c.duplicates,
    });
  });
  const byNumber = [...receipts.values()];
  const jump = (n: number, from: HTMLElement) => {
    cameFrom.current.set(n, from);
    const card = document.getElementById(`${base}-${n}`);
    if (card) {
      card.scrollIntoView({ block: 'nearest' });
      card.focus({ preventScroll: true });
    }
  };
  const back = (n: number) => {
    const from = cameFrom.current.get(n);
    const target = from?.isConnected ? from : document.querySelector<HTMLElement>(`[data-cite-of="${base}"][data-citation="${n}"]`);
    target?.focus();
  };
  const marker = (r: CardCitation, key: string | number) => <EvidenceMarker key={key} base={base} receipt={r} onJump={jump} />;
  const markers = (ids: readonly string[]) =>
    ids.map((id) => {
      const r = receipts.get(id);
      return r ? marker(r, id) : null;
    });

  // The text marks citations as [n] (1-based, in citation order): those become markers.
  const withMarkers = (line: string): ComponentChildren[] =>
    line.split(/(\[\d+\])/).map((part, i) => {
      const m = /^\[(\d+)\]$/.exec(part);
      const r = m ? byNumber[Number(m[1]) - 1] : undefined;
      return r ? marker(r, i) : part;
    });
  const lines = answer.text.split('\n').filter((l) => l.trim() !== '');
  const blocks: ComponentChildren[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length > 0) {
      blocks.push(
        <ul class="answer__list" key={`ul-${blocks.length}`}>
          {bullets.map((b, i) => (
            <li key={i}>{withMarkers(b)}</li>
          ))}
        </ul>,
      );
      bullets = [];
    }
  };
  for (const line of lines) {
    if (line.startsWith('- ')) bullets.push(line.slice(2));
    else {
      flush();
      blocks.push(<p key={`p-${blocks.length}`}>{withMarkers(line)}</p>);
    }
  }
  flush();

  // One stated value with its markers and the sources that state it; role says, in words,
  // whether it is the value in force or one it replaced.
  type Value = { value: string; citations: readonly string[] };
  const valueItem = (v: Value, key: number, role?: 'current' | 'replaced') => (
    <li key={key} class={role ? `contra__value contra__value--${role}` : 'contra__value'}>
      {role ? <span class="contra__role">{role === 'current' ? 'In force' : 'Replaced'}</span> : null}
      <span class="contra__label">{v.value}</span>
      <span class="claim__cites">{markers(v.citations)}</span>
      <ul class="contra__sources">
        {v.citations.map((id) => {
          const r = receipts.get(id);
          return r ? (
            <li key={id}>
              {r.provider}: {r.title}
              {r.timestamp ? (
                <>
                  {' · '}
                  <time dateTime={r.timestamp}>{formatTime(r.timestamp)}</time>
                </>
              ) : null}
            </li>
          ) : null;
        })}
      </ul>
    </li>
  );
  // Superseded values are shown as revisions; unresolved ones as contradictions, once: an
  // unresolved disagreement is also a contradiction, and only one the contradictions do not
  // already show is added to them.
  const superseded = answer.disagreements.filter((d) => d.resolution === 'SUPERSEDED' && d.current);
  const contested = [
    ...answer.contradictions.map((c) => ({ subject: c.subject, attribute: humanize(c.facet).toLowerCase(), values: c.values })),
    ...answer.disagreements.filter(
      (d) =>
        d.resolution === 'UNRESOLVED' &&
        !answer.contradictions.some((c) => c.subject === d.subject && humanize(c.facet).toLowerCase() === d.attribute),
    ),
  ];

  const trace = answer.retrievalTrace;
  const untrusted = answer.citations.filter((c) => c.untrusted).length;

  return (
    <section class="answer" aria-labelledby={`answer-${answer.id}`} data-answer-id={answer.id}>
      <div class="answer__head">
        <h2 id={`answer-${answer.id}`} class="section__title">
          {showQuestion ? answer.question : 'Answer'}
        </h2>
        <AnswerStatusBadge status={answer.status} />
      </div>
      <p class="answer__meaning">
        {answerStatusText(answer.status)}. {humanize(answer.mode)} mode asked, {humanize(trace.mode).toLowerCase()} used ·{' '}
        <time dateTime={answer.createdAt}>{formatTime(answer.createdAt)}</time>
      </p>
      <div class="answer__text">{blocks}</div>

      {answer.claims.length > 0 ? (
        <div class="answer__part">
          <h3 class="answer__sub">Claims and their evidence</h3>
          <ol class="claims">
            {answer.claims.map((c, i) => (
              <li key={i} class="claim">
                <span class="claim__text">{c.text}</span> <span class="claim__cites">{markers(c.citations)}</span>
                {c.facets.length > 0 ? (
                  <span class="claim__facets">
                    <span class="visually-hidden">Covers: </span>
                    {c.facets.map((f) => (
                      <span key={f} class="tag">
                        {humanize(f)}
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {superseded.length > 0 ? (
        <div class="answer__part">
          <h3 class="answer__sub">Revised values</h3>
          {superseded.map((d, i) => (
            <div key={i} class="contra" data-resolution="SUPERSEDED">
              <h4 class="contra__title">
                {d.subject}: {d.attribute} <span class="tag">Superseded</span>
              </h4>
              <ul class="contra__values">
                {d.current ? valueItem(d.current, 0, 'current') : null}
                {d.values.map((v, j) => valueItem(v, j + 1, 'replaced'))}
              </ul>
              <p class="contra__reason">
                <span class="contra__why">Why: </span>
                {d.reason}
              </p>
            </div>
          ))}
        </div>
      ) : null}

      {contested.length > 0 ? (
        <div class="answer__part">
          <h3 class="answer__sub">Sources disagree</h3>
          {contested.map((c, i) => (
            <div key={i} class="contra" data-resolution="UNRESOLVED">
              <h4 class="contra__title">
                {c.subject}: {c.attribute} <span class="tag">Unresolved</span>
              </h4>
              <ul class="contra__values">{c.values.map((v, j) => valueItem(v, j))}</ul>
            </div>
          ))}
        </div>
      ) : null}

      {answer.missingInformation.length > 0 ? (
        <div class="missing">
          <h3 class="missing__title">Missing information</h3>
          <p class="missing__lead">What to find next:</p>
          <ul class="missing__list">
            {answer.missingInformation.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {byNumber.length > 0 ? (
        <EvidenceCards
          base={base}
          citations={byNumber}
          claims={answer.claims}
          documentLinks={documentLinks}
          onBack={back}
          onReceipt={(r) => setOpen(r)}
        />
      ) : null}

      {untrusted > 0 ? (
        <p class="answer__note">
          {untrusted} cited passage{untrusted === 1 ? '' : 's'} contain{untrusted === 1 ? 's' : ''} text aimed at an AI: shown
          as data, never followed.
        </p>
      ) : null}

      <dl class="facts">
        <div>
          <dt>Next</dt>
          <dd>{AGENTS[answer.recommendedAgent] ?? answer.recommendedAgent}</dd>
        </div>
        <div>
          <dt>Citations</dt>
          <dd>{answer.citations.length}</dd>
        </div>
        {answer.receiptHash ? (
          <div class="facts__wide">
            <dt>Receipt hash</dt>
            <dd class="mono" data-receipt-hash>
              {answer.receiptHash}
            </dd>
          </div>
        ) : null}
      </dl>

      <details class="disclosure">
        <summary>Retrieval trace</summary>
        <dl class="facts">
          <div>
            <dt>Planner</dt>
            <dd>
              {trace.plannerVersion}, {trace.synthesizerVersion}
            </dd>
          </div>
          <div>
            <dt>Mode</dt>
            <dd>
              {humanize(trace.requestedMode)} asked, {humanize(trace.mode)} used
            </dd>
          </div>
          <div>
            <dt>Question classes</dt>
            <dd>{trace.questionClasses.join(', ') || 'none'}</dd>
          </div>
          <div>
            <dt>Identifiers</dt>
            <dd>{trace.identifiers.join(', ') || 'none'}</dd>
          </div>
          <div>
            <dt>Facets</dt>
            <dd>{trace.facets.map(humanize).join(', ') || 'none'}</dd>
          </div>
          <div>
            <dt>Sources searched</dt>
            <dd>{trace.sourcesSearched}</dd>
          </div>
          <div>
            <dt>Hits</dt>
            <dd>
              {trace.found} found, {trace.duplicates} repeated, {trace.evidenceUsed} used
            </dd>
          </div>
          <div>
            <dt>Dropped by lineage</dt>
            <dd>
              {trace.droppedByLineage}
              {trace.dropped.length > 0 ? ` (${trace.dropped.map((d) => `${d.reason}: ${d.count}`).join(', ')})` : ''}
            </dd>
          </div>
          <div>
            <dt>Graph context</dt>
            <dd>{trace.graphContext ? 'yes' : 'no'}</dd>
          </div>
          <div>
            <dt>Injection-shaped passages</dt>
            <dd>{trace.untrusted}</dd>
          </div>
        </dl>
        <div class="table-wrap">
          <table class="table">
            <caption class="visually-hidden">Lane calls in plan order</caption>
            <thead>
              <tr>
                <th scope="col">Lane</th>
                <th scope="col">Purpose</th>
                <th scope="col">Query</th>
                <th scope="col">Hits</th>
              </tr>
            </thead>
            <tbody>
              {trace.calls.map((c, i) => (
                <tr key={i}>
                  <td>{c.lane}</td>
                  <td>{c.purpose}</td>
                  <td class="table__query">{c.query}</td>
                  <td>
                    {c.hits} / {c.limit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>

      <ReceiptDialog receipt={open} onClose={() => setOpen(null)} />
    </section>
  );
}
