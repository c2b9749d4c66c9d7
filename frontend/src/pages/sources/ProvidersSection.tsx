import { useRef, useState } from 'preact/hooks';
import {
  KnowledgeProvidersDocument,
  RegisterKnowledgeProviderDocument,
  type ExposureProfile,
} from '../../generated/graphql';
import { request } from '../../graphql';
import { useQuery } from '../../useQuery';
import { useAction } from '../../useAction';
import { announce } from '../../announce';
import { ErrorNote } from '../../components/ErrorNote';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { ProviderCard } from './ProviderCard';

interface FormState {
  name: string;
  baseUrl: string;
  exposureProfile: ExposureProfile;
  priority: string;
  allowPrivateNetwork: boolean;
  sendConversationId: boolean;
}

const EMPTY: FormState = {
  name: '',
  baseUrl: '',
  exposureProfile: 'AGENT_ONLY',
  priority: '0',
  allowPrivateNetwork: false,
  sendConversationId: false,
};

/** Owner only: register knowledge providers and manage the registered ones. */
export function ProvidersSection({ onChanged }: { onChanged: () => void }) {
  const { state, reload } = useQuery(KnowledgeProvidersDocument, {});
  const [form, setForm] = useState<FormState>(EMPTY);
  const { busy, error, run } = useAction();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);

  const changed = () => {
    reload();
    onChanged();
  };

  const showSecret = (shown: ShownSecret, opener: HTMLElement | null) => {
    setReturnFocus(opener);
    setSecret(shown);
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    return run('The provider was not registered.', async () => {
      const priority = Number.parseInt(form.priority, 10);
      const data = await request(RegisterKnowledgeProviderDocument, {
        input: {
          name: form.name.trim(),
          baseUrl: form.baseUrl.trim(),
          exposureProfile: form.exposureProfile,
          priority: Number.isFinite(priority) ? priority : 0,
          allowPrivateNetwork: form.allowPrivateNetwork,
          sendConversationId: form.sendConversationId,
        },
      });
      const p = data.registerKnowledgeProvider.knowledgeProvider;
      setForm(EMPTY);
      announce(`Knowledge provider ${p.name} registered.`);
      showSecret(
        {
          title: `Secret for ${p.name}`,
          secret: data.registerKnowledgeProvider.secret,
          note: 'Configure the provider with this secret: QueueProof signs every call to it with this secret, and the provider must check it.',
        },
        submitRef.current,
      );
      changed();
    });
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const data = 'data' in state ? state.data : undefined;
  const providers = data?.knowledgeProviders ?? [];

  return (
    <section class="section" aria-labelledby="providers-title">
      <h2 id="providers-title" class="section__title">
        Knowledge providers
      </h2>
      <p class="section__lead">
        Knowledge bases connected through the Knowledge Provider Interface. A provider serves answers only after it is
        scoped and verified.
      </p>

      <form class="card form" onSubmit={onSubmit} aria-labelledby="register-title" noValidate={false}>
        <h3 id="register-title" class="card__title">
          Register a provider
        </h3>
        <div class="form__grid">
          <div class="field">
            <label class="field__label" for="kp-name">
              Name
            </label>
            <input
              id="kp-name"
              class="input"
              type="text"
              required
              maxLength={100}
              autoComplete="off"
              value={form.name}
              onInput={(e) => set('name', e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label class="field__label" for="kp-url">
              Base URL
            </label>
            <input
              id="kp-url"
              class="input"
              type="url"
              required
              inputMode="url"
              autoComplete="off"
              placeholder="https://kb.example.com/kpi"
              aria-describedby="kp-url-hint"
              value={form.baseUrl}
              onInput={(e) => set('baseUrl', e.currentTarget.value)}
            />
            <p id="kp-url-hint" class="field__hint">
              https, unless private network is allowed below.
            </p>
          </div>
          <fieldset class="field fieldset">
            <legend class="field__label">Exposure profile</legend>
            <label class="choice">
              <input
                type="radio"
                name="kp-exposure"
                value="AGENT_ONLY"
                checked={form.exposureProfile === 'AGENT_ONLY'}
                onChange={() => set('exposureProfile', 'AGENT_ONLY')}
              />
              <span>
                <strong>Agent only</strong>: signed-in members and internal agent credentials.
              </span>
            </label>
            <label class="choice">
              <input
                type="radio"
                name="kp-exposure"
                value="CUSTOMER_SAFE"
                checked={form.exposureProfile === 'CUSTOMER_SAFE'}
                onChange={() => set('exposureProfile', 'CUSTOMER_SAFE')}
              />
              <span>
                <strong>Customer safe</strong>: may also serve the widget and the public demo, public results only.
              </span>
            </label>
            <p class="field__hint">Cannot be changed later: a different profile needs a new registration.</p>
          </fieldset>
          <div class="field field--narrow">
            <label class="field__label" for="kp-priority">
              Priority
            </label>
            <input
              id="kp-priority"
              class="input"
              type="number"
              min={-1000}
              max={1000}
              step={1}
              aria-describedby="kp-priority-hint"
              value={form.priority}
              onInput={(e) => set('priority', e.currentTarget.value)}
            />
            <p id="kp-priority-hint" class="field__hint">
              Higher first when results are merged.
            </p>
          </div>
          <div class="field">
            <label class="choice">
              <input
                type="checkbox"
                checked={form.allowPrivateNetwork}
                onChange={(e) => set('allowPrivateNetwork', e.currentTarget.checked)}
              />
              <span>Allow a private network and plain http (audited; only for hosts the operator allowlisted)</span>
            </label>
            <label class="choice">
              <input
                type="checkbox"
                checked={form.sendConversationId}
                onChange={(e) => set('sendConversationId', e.currentTarget.checked)}
              />
              <span>Send the conversation id with retrievals (audited)</span>
            </label>
          </div>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div class="form__actions">
          <button ref={submitRef} type="submit" class="button" aria-disabled={busy ? 'true' : undefined}>
            {busy ? 'Registering…' : 'Register provider'}
          </button>
        </div>
      </form>

      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {state.status === 'loading' && !data ? <p class="muted">Loading providers…</p> : null}
      {data && providers.length === 0 ? <p class="muted">No knowledge providers registered yet.</p> : null}
      {providers.length > 0 ? (
        <ul class="item-list" aria-label="Knowledge providers">
          {providers.map((p) => (
            <ProviderCard key={p.id} provider={p} onChanged={changed} onSecret={showSecret} />
          ))}
        </ul>
      ) : null}

      <SecretDialog shown={secret} returnFocus={returnFocus} onClose={() => setSecret(null)} />
    </section>
  );
}
