import { useRef, useState } from 'preact/hooks';
import { CreateWidgetKeyDocument, RevokeWidgetKeyDocument, WidgetKeysDocument } from '../../generated/graphql';
import { request } from '../../graphql';
import { useQuery } from '../../useQuery';
import { useAction } from '../../useAction';
import { announce } from '../../announce';
import { ErrorNote } from '../../components/ErrorNote';
import { CopyField } from '../../components/CopyField';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { formatTime } from '../../format';

/** The HTML a site pastes to embed the customer widget, for a key and this server's origin. */
export function embedSnippet(key: string, origin: string): string {
  return `<div data-queueproof-widget data-key="${key}" data-endpoint="${origin}"></div><script src="${origin}/widget/v1/widget.js" defer></script>`;
}

function parseOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => s !== '');
}

/** Owner only: keys for the customer-facing widget and the snippet that embeds it. */
export function WidgetKeysSection() {
  const { state, reload } = useQuery(WidgetKeysDocument, {});
  const [origins, setOrigins] = useState('');
  const { busy, error, run } = useAction();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState<unknown>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const origin = window.location.origin;

  const onSubmit = (event: Event) => {
    event.preventDefault();
    return run('The widget key was not created.', async () => {
      const data = await request(CreateWidgetKeyDocument, { input: { allowedOrigins: parseOrigins(origins) } });
      const key = data.createWidgetKey.key;
      setOrigins('');
      announce('Widget key created.');
      setShown({
        title: 'New widget key',
        label: 'Widget key',
        secret: key,
        note: `It works only on: ${data.createWidgetKey.widgetKey.allowedOrigins.join(', ')}. Paste the snippet below into those pages.`,
        extra: <CopyField label="Embed snippet" value={embedSnippet(key, origin)} multiline name="shown-snippet" />,
      });
      reload();
    });
  };

  const revoke = async (id: string) => {
    setRevokeError(null);
    try {
      await request(RevokeWidgetKeyDocument, { id });
      setConfirming(null);
      announce('Widget key revoked.');
      reload();
    } catch (err) {
      setRevokeError(err);
    }
  };

  const data = 'data' in state ? state.data : undefined;
  const keys = data?.widgetKeys ?? [];

  return (
    <section class="section" aria-labelledby="widget-title">
      <h2 id="widget-title" class="section__title">
        Customer widget
      </h2>
      <p class="section__lead">
        The widget answers customers from customer-safe providers only, with public results only. Each key works only on
        the sites you list.
      </p>
      <form class="card form" onSubmit={onSubmit} aria-labelledby="widget-form-title">
        <h3 id="widget-form-title" class="card__title">
          Create a widget key
        </h3>
        <div class="field">
          <label class="field__label" for="wk-origins">
            Allowed origins
          </label>
          <textarea
            id="wk-origins"
            class="input"
            rows={3}
            required
            spellcheck={false}
            placeholder="https://help.example.com"
            aria-describedby="wk-origins-hint"
            value={origins}
            onInput={(e) => setOrigins(e.currentTarget.value)}
          />
          <p id="wk-origins-hint" class="field__hint">
            One origin per line: scheme, host and port, no path.
          </p>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div class="form__actions">
          <button ref={submitRef} type="submit" class="button" aria-disabled={busy ? 'true' : undefined}>
            {busy ? 'Creating…' : 'Create widget key'}
          </button>
        </div>
      </form>

      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      {data && keys.length === 0 ? <p class="muted">No widget keys yet.</p> : null}
      {keys.length > 0 ? (
        <ul class="item-list" aria-label="Widget keys">
          {keys.map((k) => (
            <li key={k.id} class="item" data-widget-key-id={k.id}>
              <div class="item__head">
                <h3 class="item__title">{k.allowedOrigins.join(', ')}</h3>
                {k.revokedAt ? (
                  <span class="state state--bad">Revoked</span>
                ) : (
                  <span class="state state--ok">Active</span>
                )}
              </div>
              <p class="item__meta">
                Created {formatTime(k.createdAt)}
                {k.revokedAt ? ` · revoked ${formatTime(k.revokedAt)}` : ''} · <span class="mono">{k.id}</span>
              </p>
              {!k.revokedAt ? (
                <div class="item__actions">
                  {confirming === k.id ? (
                    <>
                      <span>Revoke this key? Sites using it stop working.</span>
                      <button type="button" class="button button--danger button--small" onClick={() => revoke(k.id)}>
                        Revoke key
                      </button>
                      <button type="button" class="button button--quiet button--small" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <button type="button" class="button button--quiet button--small" onClick={() => setConfirming(k.id)}>
                      Revoke<span class="visually-hidden"> the key for {k.allowedOrigins.join(', ')}</span>
                    </button>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revokeError ? <ErrorNote error={revokeError} /> : null}

      <div class="card">
        <h3 class="card__title">Embed snippet</h3>
        <p class="field__hint">Replace YOUR_WIDGET_KEY with a key; the key is shown once, when it is created.</p>
        <CopyField label="Snippet" value={embedSnippet('YOUR_WIDGET_KEY', origin)} multiline />
      </div>

      <SecretDialog shown={shown} returnFocus={submitRef.current} onClose={() => setShown(null)} />
    </section>
  );
}
