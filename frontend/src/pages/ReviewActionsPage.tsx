import type { Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { ApproveProposalDocument, ProposalsDocument, type ProposalFieldsFragment, type ProposalStatus } from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isOwner, isPublic } from '../operations';
import { usePaged } from '../usePaged';
import { useAction } from '../useAction';
import { Page, LoadMore } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { Modal } from '../components/Modal';
import { ProposalStatusBadge, statusLabel } from '../components/Badges';
import { formatTime, safeHref } from '../format';

const PAGE = 20;
const FILTERS: ReadonlyArray<ProposalStatus> = ['PENDING', 'APPROVED', 'CLAIMED', 'SUCCEEDED', 'FAILED', 'UNKNOWN', 'DRY_RUN'];

function ProposalItem({ p, owner, onApprove }: { p: ProposalFieldsFragment; owner: boolean; onApprove: (p: ProposalFieldsFragment, el: HTMLElement) => void }) {
  const ex = p.execution;
  const href = safeHref(ex?.providerIssueUrl);
  return (
    <li class="item" data-proposal-id={p.id}>
      <div class="item__head">
        <h3 class="item__title">{p.title}</h3>
        <ProposalStatusBadge status={p.status} />
      </div>
      <p class="item__meta">
        Linear issue in team <span class="mono">{p.teamId}</span> · proposed <time dateTime={p.createdAt}>{formatTime(p.createdAt)}</time> · packet{' '}
        <span class="mono">{p.packetId}</span>
      </p>
      <div class="detail__block">
        <h4 class="detail__sub">Evidence ({p.evidenceIds.length})</h4>
        <ul class="chips" aria-label={`Evidence ids of ${p.title}`}>
          {p.evidenceIds.map((id) => (
            <li key={id} class="chip mono">
              {id}
            </li>
          ))}
        </ul>
      </div>
      {p.approval ? (
        <p class="item__reason">
          Approved by {p.approval.approvedBy} on <time dateTime={p.approval.createdAt}>{formatTime(p.approval.createdAt)}</time>
        </p>
      ) : null}
      {ex ? (
        <div class="execution" data-execution-status={ex.status}>
          <h4 class="detail__sub">
            Execution: <ProposalStatusBadge status={ex.status} prefix="Execution" />
          </h4>
          <dl class="facts">
            <div>
              <dt>Issue</dt>
              <dd>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer external">
                    {ex.providerIssueKey ?? ex.providerIssueId ?? 'Open the issue'}
                  </a>
                ) : (
                  ex.providerIssueKey ?? ex.providerIssueId ?? (ex.status === 'DRY_RUN' ? 'Not created (dry run)' : 'Not created yet')
                )}
              </dd>
            </div>
            <div>
              <dt>Attempts</dt>
              <dd>{ex.attempts}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd>
                <time dateTime={ex.updatedAt}>{formatTime(ex.updatedAt)}</time>
              </dd>
            </div>
          </dl>
          {ex.error ? (
            <p class="item__reason item__reason--problem">
              <span class="visually-hidden">Error: </span>
              {ex.error}
            </p>
          ) : null}
          {ex.status === 'DRY_RUN' ? (
            <p class="item__reason">No Linear key is configured: nothing was sent. The request below is what would have been sent.</p>
          ) : null}
          {ex.request ? (
            <details class="disclosure">
              <summary>Request</summary>
              <pre class="code" tabIndex={0}>{ex.request}</pre>
            </details>
          ) : null}
        </div>
      ) : null}
      {p.description ? (
        <details class="disclosure">
          <summary>Description</summary>
          <p class="pre-line">{p.description}</p>
        </details>
      ) : null}
      {owner && p.status === 'PENDING' ? (
        <div class="item__actions">
          <button type="button" class="button button--small" onClick={(e) => onApprove(p, e.currentTarget)}>
            Approve<span class="visually-hidden"> {p.title}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function ReviewActionsPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const owner = isOwner(current);
  const demo = isPublic(current);
  const [status, setStatus] = useState<ProposalStatus | ''>('');
  const list = usePaged(ProposalsDocument, { first: PAGE, status: status === '' ? null : status }, (r) => r.proposals, current !== null && !demo);
  const [confirm, setConfirm] = useState<ProposalFieldsFragment | null>(null);
  const { busy, error, setError, run } = useAction();
  const [result, setResult] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const focusResult = useRef(false);

  const approve = () => {
    if (!confirm) return;
    return run('The proposal was not approved.', async () => {
      const ex = (await request(ApproveProposalDocument, { id: confirm.id })).approveProposal;
      const message = `Approved “${confirm.title}”. Execution: ${statusLabel(ex.status)}${ex.providerIssueKey ? `, issue ${ex.providerIssueKey}` : ''}${ex.error ? `, ${ex.error}` : ''}.`;
      setResult(message);
      announce(message);
      setConfirm(null);
      // The Approve button is gone once the list reloads: focus goes to the result.
      focusResult.current = true;
      list.reload();
    });
  };

  const data = 'data' in list.state ? list.state.data : undefined;
  return (
    <Page route={route} headingRef={headingRef}>
      {demo ? (
        <>
          <DemoNote />
          <p class="muted section">Proposed actions are not part of the public demo.</p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to review proposed actions.</p> : null}
      {current && !demo ? (
        <section class="section" aria-labelledby="proposals-title" ref={sectionRef}>
          <div class="section__head">
            <h2 id="proposals-title" class="section__title">
              Proposals
            </h2>
            <div class="field field--inline">
              <label class="field__label" for="proposal-filter">
                Status
              </label>
              <select id="proposal-filter" class="input" value={status} onChange={(e) => setStatus(e.currentTarget.value as ProposalStatus | '')}>
                <option value="">All</option>
                {FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {!owner ? <p class="muted">Only the workspace owner approves proposals.</p> : null}
          {result ? (
            <p class="result-note" data-result tabIndex={-1}>
              {result}
            </p>
          ) : null}
          {list.state.status === 'error' ? <ErrorNote error={list.state.error} onRetry={list.reload} /> : null}
          {list.state.status === 'loading' && !data ? <p class="muted">Loading proposals…</p> : null}
          {data && list.nodes.length === 0 ? (
            <p class="muted">
              {status === '' ? 'No proposals yet. Propose an action from a packet on the ' : 'No proposals with this status. See '}
              <a href="/today">Today</a> page.
            </p>
          ) : null}
          {list.nodes.length > 0 ? (
            <ul class="item-list" aria-label="Proposals">
              {list.nodes.map((p) => (
                <ProposalItem
                  key={p.id}
                  p={p}
                  owner={owner}
                  onApprove={(prop, el) => {
                    opener.current = el;
                    focusResult.current = false;
                    setError(null);
                    setConfirm(prop);
                  }}
                />
              ))}
            </ul>
          ) : null}
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} error={list.moreError} onMore={list.loadMore} label="Load more proposals" />
        </section>
      ) : null}
      <Modal
        open={confirm !== null}
        title="Approve and execute?"
        onClose={() => setConfirm(null)}
        closeLabel="Cancel"
        returnFocus={() => {
          if (!focusResult.current) return opener.current;
          focusResult.current = false;
          return sectionRef.current?.querySelector<HTMLElement>('[data-result]');
        }}
        actions={
          <button type="button" class="button" onClick={approve} aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
            {busy ? 'Approving…' : 'Approve'}
          </button>
        }
      >
        {confirm ? (
          <>
            <p class="modal__text">
              QueueProof creates the Linear issue <strong>{confirm.title}</strong> in team <span class="mono">{confirm.teamId}</span>, at most
              once. This cannot be undone from here.
            </p>
            {error ? <ErrorNote error={error} /> : null}
          </>
        ) : null}
      </Modal>
    </Page>
  );
}
