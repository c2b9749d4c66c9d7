// A button that shows and hides a small panel below it (the navigation's More, the account's
// Sign out choices): Escape closes it and focus goes back to the button; a click elsewhere closes
// it (focus goes back to the button unless the click moved it to another control); tabbing out
// of it closes it without moving focus.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';

export interface Disclosure<C extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  /** The element holding both the button and the panel. */
  containerRef: RefObject<C | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Give to the container's onFocusOut. */
  onFocusOut: (event: FocusEvent) => void;
}

export function useDisclosure<C extends HTMLElement>(): Disclosure<C> {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || containerRef.current?.contains(target)) return;
      setOpen(false);
      // Checked after the browser's own focus handling for the click.
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || focused.matches('[tabindex="-1"]')) {
          buttonRef.current?.focus();
        }
      }, 0);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !containerRef.current?.contains(next)) {
      setOpen(false);
    }
  };

  return { open, setOpen, containerRef, buttonRef, onFocusOut };
}
