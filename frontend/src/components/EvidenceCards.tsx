import type { Receipt } from './Receipt';
import { Highlight, termsOf } from './Highlight';
import { formatTime, safeHref } from '../format';
import { documentHref } from '../routes';

/** A citation as a card shows it. */
export interface CardCitation extends Receipt {
  author: string | null;
  sourceRef: string | null;
  /** Near-copies of the document (copies, forwards, older versions), listed, not cited. */
  duplicates?: ReadonlyArray<{ title: string; timestamp?: string | null; sourceRef?: string | null }>;
}

/** A citation marker in an answer: a link to its evidence card (Enter follows it). */
export function EvidenceMarker({
  base,
  receipt,
  onJump,
}: {
  base: string;
  receipt: CardCitation;
  onJump: (n: number, from: HTMLElement) => void;
}) {
  return (
    <a
      href={`#${base}-${receipt.n}`}
      class="cite"
      data-citation={receipt.n}
      data-cite-of={base}
      onClick={(e) => {
        e.preventDefault();
        onJump(receipt.n, e.currentTarget);
      }}
    >
      <span class="visually-hidden">Evidence </span>
      {receipt.n}
      <span class="visually-hidden">: {receipt.title}</span>
    </a>
  );
}

/**
 * The evidence an answer rests on, one card per citation in marker order: title (a link to the
 * document page, or to the source system), source, author, time and the cited passage with the
 * words of the claims it supports marked. Each card is focusable (a marker moves focus to it)
 * and leads back to the text.
 */
export function EvidenceCards({
  base,
  citations,
  claims,
  documentLinks,
  onBack,
  onReceipt,
}: {
  base: string;
  citations: readonly CardCitation[];
  claims: ReadonlyArray<{ text: string; citations: readonly string[] }>;
  documentLinks: boolean;
  onBack: (n: number) => void;
  onReceipt: (r: CardCitation) => void;
}) {
  return (
    <div class="answer__part">
      <h3 class="answer__sub" id={`${base}-title`}>
        Evidence
      </h3>
      <ol class="evidence-cards" aria-labelledby={`${base}-title`}>
        {citations.map((c) => {
          const terms = termsOf(...claims.filter((cl) => c.id !== null && cl.citations.includes(c.id)).map((cl) => cl.text));
          const external = safeHref(c.url);
          const docHref = documentLinks && c.sourceRef ? documentHref(c.sourceRef) : null;
          const titleId = `${base}-${c.n}-title`;
          return (
            <li key={c.n} id={`${base}-${c.n}`} class="ev-card" tabIndex={-1} aria-labelledby={titleId} data-citation-card={c.n}>
              <div class="ev-card__head">
                <span class="ev-card__n" aria-hidden="true">
                  {c.n}
                </span>
                <h4 class="ev-card__title" id={titleId}>
                  <span class="visually-hidden">Evidence {c.n}: </span>
                  {docHref ? (
                    <a href={docHref}>{c.title}</a>
                  ) : external ? (
                    <a href={external} target="_blank" rel="noopener noreferrer external">
                      {c.title}
                      <span class="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    c.title
                  )}
                </h4>
              </div>
              <p class="ev-card__meta">
                <span data-ev-source>{c.provider}</span>
                {c.author ? <span data-ev-author>{c.author}</span> : null}
                {c.timestamp ? (
                  <time dateTime={c.timestamp}>{formatTime(c.timestamp)}</time>
                ) : (
                  <span>time not stated</span>
                )}
              </p>
              {c.untrusted ? (
                <p class="receipt__warn" role="note">
                  <strong>Treated as data.</strong> This passage contains text aimed at an AI; it was not followed.
                </p>
              ) : null}
              <blockquote class="ev-card__excerpt">
                <Highlight text={c.excerpt} terms={terms} />
              </blockquote>
              {c.duplicates && c.duplicates.length > 0 ? (
                <p class="ev-card__dups" data-ev-duplicates>
                  Also says this, not cited separately:{' '}
                  {c.duplicates.map((d, i) => {
                    const href = documentLinks && d.sourceRef ? documentHref(d.sourceRef) : null;
                    return (
                      <span key={i}>
                        {i > 0 ? '; ' : ''}
                        {href ? <a href={href}>{d.title}</a> : d.title}
                      </span>
                    );
                  })}
                </p>
              ) : null}
              <p class="ev-card__actions">
                <button type="button" class="button button--small button--quiet" onClick={() => onBack(c.n)}>
                  Back to the text<span class="visually-hidden"> from evidence {c.n}</span>
                </button>
                <button type="button" class="button button--small button--quiet" onClick={() => onReceipt(c)}>
                  Receipt<span class="visually-hidden"> of evidence {c.n}</span>
                </button>
                {docHref && external ? (
                  <a href={external} target="_blank" rel="noopener noreferrer external" class="ev-card__ext">
                    In the source<span class="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
