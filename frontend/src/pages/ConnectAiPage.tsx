import type { Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import {
  CreateMcpTokenDocument,
  McpConnectionDocument,
  McpTokensDocument,
  RevokeMcpTokenDocument,
  type McpEgress,
  type McpScope,
} from '../generated/graphql';
import { request } from '../graphql';
import { announce } from '../announce';
import type { RouteDef } from '../routes';
import type { ViewerState } from '../viewer';
import { isOwner, isPublic } from '../operations';
import { useQuery } from '../useQuery';
import { useAction } from '../useAction';
import { Page } from '../components/Page';
import { ErrorNote } from '../components/ErrorNote';
import { DemoNote } from '../components/DemoNote';
import { CopyField } from '../components/CopyField';
import { SecretDialog, type ShownSecret } from './sources/SecretDialog';
import { formatTime } from '../format';

function Connection() {
  const { state, reload } = useQuery(McpConnectionDocument, {});
  if (state.status === 'error') return <ErrorNote error={state.error} onRetry={reload} />;
  if (state.status !== 'ok') return <p class="muted">Loading…</p>;
  const c = state.data.mcpConnection;
  return (
    <>
      <div class="card">
        <CopyField label="MCP endpoint (Streamable HTTP)" value={c.endpoint} />
        <CopyField label="Protected-resource metadata" value={c.resourceMetadata} />
        <CopyField label="REST mirror base" value={c.restBase} />
        {c.oauthIssuer ? <CopyField label="OAuth issuer" value={c.oauthIssuer} /> : null}
        <p class="field__label">Tools</p>
        <ul class="chips" aria-label="Tools">
          {c.tools.map((t) => (
            <li key={t} class="chip mono">
              {t}
            </li>
          ))}
        </ul>
      </div>
      <h3 class="section__sub">Client configurations</h3>
      <p class="section__lead">Replace TOKEN with a token created below.</p>
      {c.configurations.map((cfg) => (
        <div key={cfg.client} class="card card--tight">
          <CopyField label={`${cfg.client} (${cfg.format})`} value={cfg.text} multiline />
        </div>
      ))}
    </>
  );
}

const SCOPES: ReadonlyArray<[McpScope, string]> = [
  ['READ', 'Read: search, the queue and packets, knowledge search'],
  ['PROPOSE', 'Propose: create Linear issue proposals (an owner still approves them)'],
];

function Tokens() {
  const { state, reload } = useQuery(McpTokensDocument, {});
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<McpScope[]>(['READ']);
  const [egress, setEgress] = useState<McpEgress>('INTERNAL');
  const [expires, setExpires] = useState('');
  const { busy, error, run } = useAction();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [revokeError, setRevokeError] = useState<unknown>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const toggle = (s: McpScope, on: boolean) => setScopes((cur) => (on ? [...cur.filter((x) => x !== s), s] : cur.filter((x) => x !== s)));

  const onSubmit = (event: Event) => {
    event.preventDefault();
    return run('The token was not created.', async () => {
      // A date means the end of that day, in UTC.
      const expiresAt = expires ? `${expires}T23:59:59Z` : null;
      const data = await request(CreateMcpTokenDocument, {
        input: { name: name.trim(), scopes: SCOPES.map(([s]) => s).filter((s) => scopes.includes(s)), egress, expiresAt },
      });
      const t = data.createMcpToken;
      setName('');
      setExpires('');
      announce(`Token ${t.mcpToken.name} created.`);
      setShown({
        title: `Token ${t.mcpToken.name}`,
        secret: t.token,
        label: 'Token',
        note: 'Put it in your MCP client as a bearer token (Authorization: Bearer TOKEN).',
      });
      reload();
    });
  };

  const revoke = async (id: string, label: string) => {
    setRevokeError(null);
    try {
      await request(RevokeMcpTokenDocument, { id });
      announce(`Token ${label} revoked.`);
      reload();
    } catch (err) {
      setRevokeError(err);
      announce('The token was not revoked.');
    }
  };

  const tokens = 'data' in state && state.data ? state.data.mcpTokens : [];
  return (
    <section class="section" aria-labelledby="tokens-title">
      <h2 id="tokens-title" class="section__title">
        Tokens
      </h2>
      <p class="section__lead">Bearer tokens for MCP clients and the REST mirror. QueueProof keeps only a hash.</p>
      <form class="card form" onSubmit={onSubmit} aria-labelledby="token-form-title">
        <h3 id="token-form-title" class="card__title">
          Create a token
        </h3>
        <div class="form__grid">
          <div class="field">
            <label class="field__label" for="token-name">
              Name
            </label>
            <input
              id="token-name"
              class="input"
              type="text"
              required
              maxLength={100}
              autoComplete="off"
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label class="field__label" for="token-expiry">
              Expires <span class="muted">(optional)</span>
            </label>
            <input id="token-expiry" class="input" type="date" aria-describedby="token-expiry-hint" value={expires} onInput={(e) => setExpires(e.currentTarget.value)} />
            <p id="token-expiry-hint" class="field__hint">
              At the end of that day (UTC). Empty: never.
            </p>
          </div>
          <fieldset class="field fieldset">
            <legend class="field__label">Scopes</legend>
            {SCOPES.map(([s, label]) => (
              <label key={s} class="choice">
                <input type="checkbox" name="token-scope" value={s} checked={scopes.includes(s)} onChange={(e) => toggle(s, e.currentTarget.checked)} />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <fieldset class="field fieldset">
            <legend class="field__label">Where output goes</legend>
            <label class="choice">
              <input type="radio" name="token-egress" value="INTERNAL" checked={egress === 'INTERNAL'} onChange={() => setEgress('INTERNAL')} />
              <span>
                <strong>Internal</strong>: agents and tools inside the team.
              </span>
            </label>
            <label class="choice">
              <input type="radio" name="token-egress" value="CUSTOMER" checked={egress === 'CUSTOMER'} onChange={() => setEgress('CUSTOMER')} />
              <span>
                <strong>Customer</strong>: may reach customers; customer-safe knowledge only.
              </span>
            </label>
          </fieldset>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div class="form__actions">
          <button ref={submitRef} type="submit" class="button" aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
            {busy ? 'Creating…' : 'Create token'}
          </button>
        </div>
      </form>
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {revokeError ? <ErrorNote error={revokeError} /> : null}
      {state.status === 'ok' && tokens.length === 0 ? <p class="muted">No tokens yet.</p> : null}
      {tokens.length > 0 ? (
        <ul class="item-list" aria-label="Tokens">
          {tokens.map((t) => (
            <li key={t.id} class="item" data-token-id={t.id}>
              <div class="item__head">
                <h3 class="item__title">{t.name}</h3>
                <span class={t.revokedAt ? 'state state--bad' : 'state state--ok'}>{t.revokedAt ? 'Revoked' : 'Active'}</span>
              </div>
              <p class="item__meta">
                {t.scopes.map((s) => s.toLowerCase()).join(' + ')} · {t.egress.toLowerCase()} · created{' '}
                <time dateTime={t.createdAt}>{formatTime(t.createdAt)}</time>
                {t.expiresAt ? ` · expires ${formatTime(t.expiresAt)}` : ' · never expires'}
                {t.revokedAt ? ` · revoked ${formatTime(t.revokedAt)}` : ''}
              </p>
              {!t.revokedAt ? (
                <div class="item__actions">
                  <button type="button" class="button button--quiet button--small" onClick={() => void revoke(t.id, t.name)}>
                    Revoke<span class="visually-hidden"> {t.name}</span>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <SecretDialog shown={shown} returnFocus={submitRef.current} onClose={() => setShown(null)} />
    </section>
  );
}

export function ConnectAiPage({ route, headingRef, viewer }: { route: RouteDef; headingRef: Ref<HTMLHeadingElement>; viewer: ViewerState }) {
  const current = viewer.status === 'signed-in' ? viewer.viewer : null;
  const demo = isPublic(current);
  return (
    <Page route={route} headingRef={headingRef}>
      {demo ? (
        <>
          <DemoNote />
          <p class="muted section">Connecting an AI assistant needs a signed-in member of a workspace.</p>
        </>
      ) : null}
      {viewer.status === 'signed-out' ? <p class="muted section">Sign in to connect an AI assistant.</p> : null}
      {current && !demo ? (
        <>
          <section class="section" aria-labelledby="mcp-title">
            <h2 id="mcp-title" class="section__title">
              Model Context Protocol
            </h2>
            <p class="section__lead">Point any MCP client at this endpoint with a token; clients without MCP use the REST mirror.</p>
            <Connection />
          </section>
          {isOwner(current) ? <Tokens /> : <p class="muted section">Only the workspace owner creates and revokes tokens.</p>}
        </>
      ) : null}
    </Page>
  );
}
