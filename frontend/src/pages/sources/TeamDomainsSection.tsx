import { useEffect, useState } from 'preact/hooks';
import { SetTeamDomainsDocument, TeamDomainsDocument } from '../../generated/graphql';
import { request } from '../../graphql';
import { useQuery } from '../../useQuery';
import { useAction } from '../../useAction';
import { announce } from '../../announce';
import { ErrorNote } from '../../components/ErrorNote';

/** The entries of the domains field: one per line, or apart by commas or spaces. */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Owner only: the mail domains the team writes from. Mail and ticket comments from any other
 * domain are outside the team: they stay evidence, but cannot close, reassign or re-date
 * tracked work. With none listed, the domains are read from who writes in the team's own tools.
 */
export function TeamDomainsSection({ onChanged }: { onChanged?: () => void }) {
  const { state, reload } = useQuery(TeamDomainsDocument, {});
  const [text, setText] = useState('');
  const [dirty, setDirty] = useState(false);
  const { busy, error, run } = useAction();
  const listed = 'data' in state && state.data ? (state.data.viewer.workspace.teamDomains ?? []) : null;

  useEffect(() => {
    if (listed !== null && !dirty) setText(listed.join('\n'));
  }, [listed?.join('\n')]);

  const save = (domains: string[]) =>
    run('The team domains were not saved.', async () => {
      const data = await request(SetTeamDomainsDocument, { input: { domains } });
      const saved = data.setTeamDomains.teamDomains ?? [];
      setText(saved.join('\n'));
      setDirty(false);
      announce(saved.length > 0 ? `Team domains saved: ${saved.join(', ')}. The queue was recompiled.` : 'Team domains cleared. The queue was recompiled.');
      reload();
      onChanged?.();
    });

  const onSubmit = (event: Event) => {
    event.preventDefault();
    return save(parseDomains(text));
  };

  return (
    <section class="section" aria-labelledby="team-title">
      <h2 id="team-title" class="section__title">
        Who is the team
      </h2>
      <p class="section__lead">
        Mail and ticket comments from the domains you list (and their subdomains) are your team's word. From any other
        domain they stay evidence, but a customer, vendor or stranger cannot close, take over or re-date tracked work.
      </p>
      {state.status === 'error' ? <ErrorNote error={state.error} onRetry={reload} /> : null}
      <form class="card form" onSubmit={onSubmit} aria-labelledby="team-form-title">
        <h3 id="team-form-title" class="card__title">
          Team mail domains
        </h3>
        <p class="muted" data-team-domains-status>
          {listed === null
            ? 'Loading…'
            : listed.length > 0
              ? `Listed: ${listed.join(', ')}.`
              : 'None listed: the team is read from who writes in your chats, pull requests, incidents and pages, so a vendor whose page you hold counts as team.'}
        </p>
        <div class="field">
          <label class="field__label" for="team-domains">
            Domains
          </label>
          <textarea
            id="team-domains"
            class="input"
            rows={3}
            spellcheck={false}
            placeholder="payco.example"
            aria-describedby="team-domains-hint"
            value={text}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setDirty(true);
            }}
          />
          <p id="team-domains-hint" class="field__hint">
            One per line. An address works too (ana@payco.example). Free-mail providers are refused: anyone can write
            from them.
          </p>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div class="form__actions">
          <button type="submit" class="button" aria-disabled={busy ? 'true' : undefined}>
            {busy ? 'Saving…' : 'Save team domains'}
          </button>
          {listed !== null && listed.length > 0 ? (
            <button
              type="button"
              class="button button--quiet"
              aria-disabled={busy ? 'true' : undefined}
              onClick={() => save([])}
            >
              Clear the list
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
