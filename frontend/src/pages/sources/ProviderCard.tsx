import { useState } from 'preact/hooks';
import {
  ProviderResourcesDocument,
  RotateProviderSecretDocument,
  ScopeSourceDocument,
  UpdateKnowledgeProviderDocument,
  type ProviderFieldsFragment,
  type ProviderResourcesQuery,
} from '../../generated/graphql';
import { request } from '../../graphql';
import { announce } from '../../announce';
import { useAction } from '../../useAction';
import { ErrorNote } from '../../components/ErrorNote';
import { StateBadge, StatusBadge, stateLabel } from '../../components/StateBadge';
import type { ShownSecret } from './SecretDialog';
import { formatTime } from '../../format';

type Resource = ProviderResourcesQuery['providerResources'][number];

function capabilitiesText(c: ProviderFieldsFragment['capabilities']): string {
  const parts: string[] = [];
  if (c.chunks) parts.push('chunks');
  if (c.scores) parts.push('scores');
  if (c.translationGroups) parts.push('translation groups');
  if (c.resources) parts.push('resources');
  const locales = c.locales.length > 0 ? `locales ${c.locales.join(', ')}` : '';
  if (locales) parts.push(locales);
  return parts.length > 0 ? parts.join(' · ') : 'None declared yet';
}

/** One registered provider: state, status, capabilities, failures and the owner's controls. */
export function ProviderCard({
  provider: p,
  onChanged,
  onSecret,
}: {
  provider: ProviderFieldsFragment;
  onChanged: () => void;
  onSecret: (shown: ShownSecret, opener: HTMLElement | null) => void;
}) {
  const [resources, setResources] = useState<Resource[] | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set(p.selectedResources));
  const { pending: busy, error, run: runAction } = useAction();
  const panelId = `resources-${p.id}`;
  const titleId = `provider-${p.id}-title`;

  const run = (what: string, fn: () => Promise<void>) => runAction(`${p.name}: ${what} failed.`, fn, what);

  const toggleResources = () => {
    if (panelOpen) {
      setPanelOpen(false);
      return;
    }
    setPanelOpen(true);
    void run('loading resources', async () => {
      const data = await request(ProviderResourcesDocument, { id: p.id });
      setResources(data.providerResources);
      setSelected(new Set(p.selectedResources));
      announce(
        data.providerResources.length === 1
          ? `${p.name} offers 1 resource.`
          : `${p.name} offers ${data.providerResources.length} resources.`,
      );
      onChanged(); // listing resources re-runs discovery when the last one failed
    });
  };

  const saveScope = (event: Event) => {
    event.preventDefault();
    void run('saving the scope', async () => {
      const data = await request(ScopeSourceDocument, { id: p.source.id, resources: [...selected].sort() });
      announce(`${p.name} is now ${stateLabel(data.scopeSource.state)}.`);
      onChanged();
    });
  };

  const rotate = (event: Event) => {
    const opener = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    void run('rotating the secret', async () => {
      const data = await request(RotateProviderSecretDocument, { id: p.id });
      announce(`New secret issued for ${p.name}.`);
      onSecret(
        {
          title: `New secret for ${p.name}`,
          secret: data.rotateProviderSecret.secret,
          note: 'Configure the provider with this new secret. The previous secret keeps working during the overlap.',
        },
        opener,
      );
      onChanged();
    });
  };

  const disabled = p.status === 'DISABLED';
  const toggleDisabled = () =>
    void run(disabled ? 'enabling' : 'disabling', async () => {
      await request(UpdateKnowledgeProviderDocument, { input: { id: p.id, disabled: !disabled } });
      announce(`${p.name} ${disabled ? 'enabled' : 'disabled'}.`);
      onChanged();
    });

  const toggleSelected = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <li class="item provider" data-provider-id={p.id}>
      <div class="item__head">
        <h3 id={titleId} class="item__title">
          {p.name}
        </h3>
        <StateBadge state={p.source.state} />
        <StatusBadge status={p.status} />
      </div>
      {p.source.stateReason ? (
        <p class={p.source.state === 'FAILED' || p.source.state === 'DEGRADED' ? 'item__reason item__reason--problem' : 'item__reason'}>
          <span class="visually-hidden">Reason: </span>
          {p.source.stateReason}
        </p>
      ) : null}
      <dl class="facts">
        <div>
          <dt>Base URL</dt>
          <dd class="mono">{p.baseUrl}</dd>
        </div>
        <div>
          <dt>Exposure</dt>
          <dd>{p.exposureProfile === 'CUSTOMER_SAFE' ? 'Customer safe' : 'Agent only'}</dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>{p.priority}</dd>
        </div>
        <div>
          <dt>Capabilities</dt>
          <dd>{capabilitiesText(p.capabilities)}</dd>
        </div>
        <div>
          <dt>Scope</dt>
          <dd>
            {p.selectedResources.length > 0
              ? p.selectedResources.join(', ')
              : p.source.state === 'SCOPED' || p.source.state === 'DATA_VERIFIED'
                ? 'The whole provider'
                : 'Not scoped yet'}
          </dd>
        </div>
        <div>
          <dt>Failures</dt>
          <dd>
            {p.consecutiveFailures} in a row · {p.totalFailures} in total · {p.contractViolations} contract violations
          </dd>
        </div>
        <div>
          <dt>Switches</dt>
          <dd>
            {p.allowPrivateNetwork ? 'Private network allowed' : 'Public network only'} ·{' '}
            {p.sendConversationId ? 'sends conversation id' : 'no conversation id'}
          </dd>
        </div>
        <div>
          <dt>Secret</dt>
          <dd>{p.secretRotatedAt ? `Rotated ${formatTime(p.secretRotatedAt)}` : `Issued ${formatTime(p.createdAt)}`}</dd>
        </div>
      </dl>
      <div class="item__actions">
        <button
          type="button"
          class="button button--quiet button--small"
          aria-expanded={panelOpen ? 'true' : 'false'}
          aria-controls={panelId}
          onClick={toggleResources}
        >
          Resources<span class="visually-hidden"> of {p.name}</span>
        </button>
        <button type="button" class="button button--quiet button--small" onClick={rotate}>
          Rotate secret<span class="visually-hidden"> of {p.name}</span>
        </button>
        <button type="button" class="button button--quiet button--small" onClick={toggleDisabled}>
          {disabled ? 'Enable' : 'Disable'}
          <span class="visually-hidden"> {p.name}</span>
        </button>
        {busy ? (
          <span class="muted small" aria-hidden="true">
            {busy}…
          </span>
        ) : null}
      </div>
      {error ? <ErrorNote error={error} /> : null}
      <div id={panelId} class="resources" hidden={!panelOpen}>
        {panelOpen && resources === null && !error ? <p class="muted">Asking the provider for its resources…</p> : null}
        {resources !== null ? (
          <form onSubmit={saveScope}>
            {resources.length > 0 ? (
              <fieldset class="fieldset">
                <legend class="field__label">Resources {p.name} may serve from</legend>
                {resources.map((r) => (
                  <label key={r.id} class="choice">
                    <input
                      type="checkbox"
                      name="resource"
                      value={r.id}
                      checked={selected.has(r.id)}
                      onChange={(e) => toggleSelected(r.id, e.currentTarget.checked)}
                    />
                    <span>
                      {r.name} <span class="muted mono small">({r.id})</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <p class="muted">This provider declares no resources: it is scoped as a whole.</p>
            )}
            <div class="form__actions">
              <button type="submit" class="button button--small">
                {resources.length > 0 ? 'Save scope' : 'Scope the whole provider'}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </li>
  );
}
