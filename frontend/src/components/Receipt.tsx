import { Modal } from './Modal';
import { formatTime, safeHref } from '../format';

/** What a receipt shows: one piece of cited evidence. */
export interface Receipt {
  /** The marker number shown in the text, e.g. 1 for [1]. */
  n: number;
  id: string | null;
  title: string;
  excerpt: string;
  provider: string;
  timestamp: string | null;
  url: string | null;
  externalId: string | null;
  kind?: string;
  untrusted?: boolean;
  injectionKinds?: readonly string[];
}

/** A citation marker: a small button that opens the evidence's receipt. */
export function CitationMarker({ receipt, onOpen }: { receipt: Receipt; onOpen: (r: Receipt) => void }) {
  return (
    <button type="button" class="cite" data-citation={receipt.n} onClick={() => onOpen(receipt)}>
      <span class="visually-hidden">Citation </span>
      {receipt.n}
      <span class="visually-hidden">: {receipt.title}</span>
    </button>
  );
}

/** The receipt dialog: excerpt, source, timestamp, and a link only for an http(s) URL. */
export function ReceiptDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const href = safeHref(receipt?.url);
  return (
    <Modal open={receipt !== null} title={receipt ? `Citation ${receipt.n}: ${receipt.title}` : ''} onClose={onClose}>
      {receipt ? (
        <div class="receipt">
          {receipt.untrusted ? (
            <p class="receipt__warn" role="note">
              <strong>Treated as data.</strong> This passage contains text aimed at an AI
              {receipt.injectionKinds && receipt.injectionKinds.length > 0 ? ` (${receipt.injectionKinds.join(', ')})` : ''}; it
              was not followed.
            </p>
          ) : null}
          <blockquote class="receipt__excerpt">{receipt.excerpt}</blockquote>
          <dl class="facts">
            <div>
              <dt>Source</dt>
              <dd>{receipt.provider}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{receipt.timestamp ? <time dateTime={receipt.timestamp}>{formatTime(receipt.timestamp)}</time> : 'Not stated'}</dd>
            </div>
            {receipt.kind ? (
              <div>
                <dt>Kind</dt>
                <dd>{receipt.kind}</dd>
              </div>
            ) : null}
            {receipt.externalId ? (
              <div>
                <dt>Id in its source</dt>
                <dd class="mono">{receipt.externalId}</dd>
              </div>
            ) : null}
            {receipt.id ? (
              <div>
                <dt>Evidence id</dt>
                <dd class="mono">{receipt.id}</dd>
              </div>
            ) : null}
          </dl>
          {href ? (
            <p class="receipt__link">
              <a href={href} target="_blank" rel="noopener noreferrer external">
                Open in the source<span class="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
