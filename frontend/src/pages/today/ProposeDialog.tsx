import { useEffect, useState } from 'preact/hooks';
import { CreateProposalDocument } from '../../generated/graphql';
import { request } from '../../graphql';
import { announce } from '../../announce';
import { useAction } from '../../useAction';
import { Modal } from '../../components/Modal';
import { ErrorNote } from '../../components/ErrorNote';
import { newIdempotencyKey } from '../../format';

export interface ProposeTarget {
  packetId: string;
  objective: string;
}

/** Owner only: propose a Linear issue from a packet. One idempotency key per opening, so a
 * double submit or a retry after a lost response makes one proposal. */
export function ProposeDialog({ target, onClose }: { target: ProposeTarget | null; onClose: () => void }) {
  const [teamId, setTeamId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [key, setKey] = useState('');
  const { busy, error, setError, run } = useAction();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!target) return;
    setTitle(target.objective.slice(0, 250));
    setDescription('');
    setKey(newIdempotencyKey());
    setError(null);
    setDone(null);
  }, [target]);

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!target || done) return;
    return run('The proposal was not created.', async () => {
      const data = await request(CreateProposalDocument, {
        input: {
          packetId: target.packetId,
          idempotencyKey: key,
          action: 'LINEAR_CREATE_ISSUE',
          teamId: teamId.trim(),
          title: title.trim(),
          description: description.trim() === '' ? null : description.trim(),
        },
      });
      setDone(data.createProposal.id);
      // The Propose button is gone: focus the dialog's Done button.
      window.setTimeout(() => document.querySelector<HTMLElement>('dialog[open] .modal__actions .button')?.focus(), 0);
      announce(`Proposal created: ${data.createProposal.title}. It waits for approval in Review actions.`);
    });
  };

  return (
    <Modal
      open={target !== null}
      title="Propose a Linear issue"
      onClose={onClose}
      closeLabel={done ? 'Done' : 'Cancel'}
      actions={
        done ? null : (
          <button type="submit" form="propose-form" class="button" aria-disabled={busy ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
            {busy ? 'Proposing…' : 'Propose'}
          </button>
        )
      }
    >
      {done ? (
        <p class="modal__text" role="status">
          Proposal created. An owner approves it in <a href="/review-actions">Review actions</a>; nothing is sent before that.
        </p>
      ) : (
        <form id="propose-form" class="form" onSubmit={onSubmit}>
          <p class="modal__text">The packet's evidence ids are added to the description, so the issue names what it rests on.</p>
          <div class="field">
            <label class="field__label" for="propose-team">
              Team id
            </label>
            <input
              id="propose-team"
              class="input"
              type="text"
              required
              autoComplete="off"
              aria-describedby="propose-team-hint"
              value={teamId}
              onInput={(e) => setTeamId(e.currentTarget.value)}
            />
            <p id="propose-team-hint" class="field__hint">
              The Linear team the issue is created in.
            </p>
          </div>
          <div class="field">
            <label class="field__label" for="propose-title">
              Title
            </label>
            <input
              id="propose-title"
              class="input"
              type="text"
              required
              maxLength={250}
              value={title}
              onInput={(e) => setTitle(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label class="field__label" for="propose-description">
              Description <span class="muted">(optional)</span>
            </label>
            <textarea
              id="propose-description"
              class="input"
              rows={4}
              value={description}
              onInput={(e) => setDescription(e.currentTarget.value)}
            />
          </div>
          {error ? <ErrorNote error={error} /> : null}
        </form>
      )}
    </Modal>
  );
}
