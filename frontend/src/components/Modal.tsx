import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

let nextId = 0;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is
 * open, Tab and Shift+Tab wrap inside it, Escape closes it, and focus goes back to the control
 * that opened it (or to `returnFocus`) when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  returnFocus,
  closeLabel = 'Close',
  actions,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  /** Where focus goes on close instead of the opener; a function is asked at close time. */
  returnFocus?: HTMLElement | null | (() => HTMLElement | null | undefined);
  closeLabel?: string;
  /** Extra buttons shown before the close button (e.g. a form's submit with form="..."). */
  actions?: ComponentChildren;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const idRef = useRef(`modal-${++nextId}`);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      const preferred = typeof returnFocus === 'function' ? null : returnFocus;
      opener.current = preferred ?? (active instanceof HTMLElement && active !== document.body ? active : null);
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open]);

  // Focus goes back to the opener (or the page heading when the opener is gone), once.
  const restoreFocus = () => {
    const fallback = opener.current;
    if (fallback === null) return;
    opener.current = null;
    const asked = typeof returnRef.current === 'function' ? returnRef.current() : null;
    const target = asked && asked.isConnected ? asked : fallback;
    if (target.isConnected) {
      target.focus();
    } else {
      document.querySelector<HTMLElement>('#page-title')?.focus();
    }
  };
  const restoreRef = useRef(restoreFocus);
  restoreRef.current = restoreFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // However the dialog was closed, focus goes back.
    const onNativeClose = () => restoreRef.current();
    const onCancel = (event: Event) => {
      // Escape: let the owner's state decide, so the dialog and the state never disagree.
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
    };
  }, []);

  const titleId = `${idRef.current}-title`;
  return (
    <dialog ref={ref} class="modal" aria-labelledby={titleId}>
      {open ? (
        <div class="modal__body">
          <div class="modal__head">
            <h2 id={titleId} class="modal__title">
              {title}
            </h2>
          </div>
          {children}
          <div class="modal__actions">
            {actions}
            <button type="button" class="button" onClick={() => onCloseRef.current()}>
              {closeLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
