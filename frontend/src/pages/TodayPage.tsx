import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import { CompileQueueDocument, PacketDocument, TodayDocument, type TodayQuery } from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isOwner, isPublic } from '../operations';
import { usePaged } from '../usePaged';
import { useQuery } from '../useQuery';
import { useAction } from '../useAction';
import { Page, LoadMore } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { CitationMarker, ReceiptDialog, type Receipt } from '../components/Receipt';
import { formatNumber, formatTime } from '../format';
import { ScoreChart } from './today/ScoreChart';
import { ProposeDialog, type ProposeTarget } from './today/ProposeDialog';

// Small pages: the list has no evidence; a packet's detail is loaded with packet(id).
const PAGE = 10;

type Queue = NonNullable<TodayQuery['today']['queue']>;
type Row = TodayQuery['today']['edges'][number]['node'];

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div class="detail__block">
      <h4 class="detail__sub">{title}</h4>
      <ul class="detail__list">
        {items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </div>
  );
}

function PacketDetail({ id, owner, onPropose }: { id: string; owner: boolean; onPropose: (t: ProposeTarget) => void }) {
  const { state, reload } = useQuery(PacketDocument, { id });
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  if (state.status === 'error') return <ErrorNote error={state.error} onRetry={reload} />;
  if (state.status !== 'ok') return <p class="muted" role="status">Loading the packet…</p>;
  const p = state.data.packet;
  if (!p) return <p class="muted">This packet is no longer in the queue.</p>;
  const receipts: Receipt[] = p.evidence.map((e, i) => ({
    n: i + 1,
    id: e.chunkId,
    title: e.title,
    excerpt: e.text,
    provider: e.sourceName,
    timestamp: e.authoredAt,
    url: e.url,
    externalId: e.externalId,
    kind: e.kind,
  }));
  return (
    <div class="detail">
      {owner ? (
        <p class="detail__bar">
          <button type="button" class="button button--small" onClick={() => onPropose({ packetId: p.id, objective: p.objective })}>
            Propose<span class="visually-hidden"> an issue for packet {p.rank}</span>
          </button>
        </p>
      ) : null}
      <ScoreChart packet={p} />
      <div class="detail__block">
        <h4 class="detail__sub">
          Evidence ({p.evidence.length} of {p.evidenceCount} records)
        </h4>
        <ol class="evidence">
          {p.evidence.map((e, i) => (
            <li key={i} class="evidence__item" data-evidence-kind={e.kind}>
              <span class="tag">{e.kind}</span> <span class="evidence__text">{e.text}</span>{' '}
              <CitationMarker receipt={receipts[i]!} onOpen={setReceipt} />
              <span class="evidence__meta">
                {e.sourceName}
                {e.authoredAt ? ` · ${formatTime(e.authoredAt)}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <TextList title="Missing information" items={p.missingInformation} />
      <TextList title="Dependencies" items={p.dependencies} />
      <TextList title="Acceptance criteria" items={p.acceptanceCriteria} />
      <TextList title="Constraints" items={p.constraints} />
      {p.permissions.length > 0 ? (
        <TextList title="Permissions" items={p.permissions.map((x) => `${x.access} ${x.system}: ${x.target} (${x.reason})`)} />
      ) : null}
      <dl class="facts">
        <div>
          <dt>Ranking</dt>
          <dd>
            {p.rankingVersion}, as of <time dateTime={p.asOf}>{formatTime(p.asOf)}</time>
          </dd>
        </div>
        {p.receiptHash ? (
          <div class="facts__wide">
            <dt>Receipt hash</dt>
            <dd class="mono" data-receipt-hash>
              {p.receiptHash}
            </dd>
          </div>
        ) : null}
      </dl>
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}

function PacketRow({ row, owner, onPropose }: { row: Row; owner: boolean; onPropose: (t: ProposeTarget) => void }) {
  const [open, setOpen] = useState(false);
  const detailId = `packet-${row.id}`;
  return (
    <li class="item packet" data-packet-id={row.id}>
      <div class="packet__head">
        <span class="packet__rank">
          <span class="visually-hidden">Rank </span>
          {row.rank}
        </span>
        <div class="packet__main">
          <h3 class="item__title">{row.objective}</h3>
          <p class="item__meta">
            Score {formatNumber(row.score)}
            {row.owner ? ` · owner ${row.owner}` : ''}
            {row.due ? ` · due ${row.due}` : ''} · {row.evidenceCount} records
            {row.exactIds.length > 0 ? ` · ${row.exactIds.join(', ')}` : ''}
          </p>
        </div>
      </div>
      <div class="item__actions">
        <button
          type="button"
          class="button button--quiet button--small"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={detailId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide details' : 'Open packet'}
          <span class="visually-hidden"> {row.rank}</span>
        </button>
      </div>
      <div id={detailId} hidden={!open}>
        {open ? <PacketDetail id={row.id} owner={owner} onPropose={onPropose} /> : null}
      </div>
    </li>
  );
}

function QueueFacts({ queue }: { queue: Queue }) {
  return (
    <p class="item__meta queue-facts">
      Version {queue.version}, as of <time dateTime={queue.asOf}>{formatTime(queue.asOf)}</time> · {queue.packetCount} packets
      from {queue.recordCount} records in {queue.componentCount} clusters ({queue.closedCount} closed
      {queue.excludedInjectionCount > 0 ? `, ${queue.excludedInjectionCount} injection-shaped passages left out` : ''}) ·{' '}
      {queue.rankingVersion}
    </p>
  );
}

export function TodayPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const signedIn = viewer.status === 'signed-in';
  const current = signedIn ? viewer.viewer : null;
  const owner = isOwner(current);
  // The public demo is read-only: it reads the owner's queue and cannot compile one.
  const demo = isPublic(current);
  const list = usePaged(TodayDocument, { first: PAGE }, (r) => r.today, signedIn);
  const { busy: compiling, error: compileError, run } = useAction();
  const [propose, setPropose] = useState<ProposeTarget | null>(null);

  const compile = () =>
    run('The queue was not compiled.', async () => {
      announce('Compiling the queue…');
      const data = await request(CompileQueueDocument, { input: {} });
      const q = data.compileQueue.queue;
      announce(`Queue version ${q.version} compiled: ${q.packetCount} packets.`);
      list.reload();
    });

  const data = 'data' in list.state ? list.state.data : undefined;
  const queue = data?.today.queue ?? null;
  return (
    <Page route={route} headingRef={headingRef}>
      {demo ? <DemoNote /> : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to see your workspace's queue.</p> : null}
      {signedIn && !demo ? (
        <div class="toolbar">
          <button type="button" class="button" onClick={compile} aria-disabled={compiling ? 'true' : undefined} aria-busy={compiling ? 'true' : 'false'}>
            {compiling ? (
              <>
                <span class="spinner" aria-hidden="true" />
                Compiling…
              </>
            ) : (
              'Compile queue'
            )}
          </button>
          <p class="toolbar__hint muted small">Ranks the open work in your verified evidence as of now, as a new queue version.</p>
        </div>
      ) : null}
      {compileError ? <ErrorNote error={compileError} /> : null}
      <section class="section" aria-labelledby="queue-title">
        <h2 id="queue-title" class="section__title">
          Execution Packets
        </h2>
        {queue ? <QueueFacts queue={queue} /> : null}
        {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
        {list.state.status === 'loading' && !data ? <p class="muted">Loading the queue…</p> : null}
        {data && !queue ? (
          <p class="muted">{demo ? 'The demo workspace has no queue yet.' : 'No queue yet. Compile one to rank the open work in your evidence.'}</p>
        ) : null}
        {data && queue && list.nodes.length === 0 ? <p class="muted">The queue is empty: no open work was found.</p> : null}
        {list.nodes.length > 0 ? (
          <ol class="item-list" aria-label="Execution Packets, best first">
            {list.nodes.map((row) => (
              <PacketRow key={row.id} row={row} owner={owner} onPropose={setPropose} />
            ))}
          </ol>
        ) : null}
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more packets" />
      </section>
      <ProposeDialog target={propose} onClose={() => setPropose(null)} />
    </Page>
  );
}
