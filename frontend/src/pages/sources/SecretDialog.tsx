import type { ComponentChildren } from 'preact';
import { Modal } from '../../components/Modal';
import { CopyField } from '../../components/CopyField';

export interface ShownSecret {
  title: string;
  secret: string;
  note: string;
  label?: string;
  extra?: ComponentChildren;
}

/** A secret or key shown this once, with a copy button and a plain warning. */
export function SecretDialog({
  shown,
  onClose,
  returnFocus,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}) {
  return (
    <Modal open={shown !== null} title={shown?.title ?? ''} onClose={onClose} returnFocus={returnFocus ?? null} closeLabel="Done">
      {shown ? (
        <>
          <p class="once-note" role="note">
            <strong>You will not see this again.</strong> Copy it now and keep it somewhere safe; QueueProof stores only
            what it needs to check it.
          </p>
          <p class="modal__text">{shown.note}</p>
          <CopyField label={shown.label ?? 'Secret'} value={shown.secret} name="shown-secret" />
          {shown.extra}
        </>
      ) : null}
    </Modal>
  );
}
