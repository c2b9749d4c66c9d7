import { useRef, useState } from 'preact/hooks';
import { announce } from '../announce';

let nextId = 0;

async function copyText(text: string, fallback: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection-based copy
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A read-only value (secret, key, snippet) with a Copy button. Shown as text, never markup. */
export function CopyField({
  label,
  value,
  multiline = false,
  name,
  rows,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  name?: string;
  /** Rows of a multiline field; default: its line count, 4 to 14. */
  rows?: number;
}) {
  const idRef = useRef(`copy-${++nextId}`);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');
  const id = idRef.current;

  const onCopy = async () => {
    const ok = await copyText(value, fieldRef.current);
    const message = ok ? `${label} copied.` : `Could not copy: select the ${label.toLowerCase()} and copy it by hand.`;
    setStatus(ok ? 'Copied' : 'Copy failed');
    announce(message);
  };

  return (
    <div class="copy-field">
      <label class="field__label" for={id}>
        {label}
      </label>
      <div class="copy-field__row">
        {multiline ? (
          <textarea
            id={id}
            ref={fieldRef}
            class="input input--mono copy-field__value"
            readOnly
            rows={rows ?? Math.min(14, Math.max(4, value.split('\n').length))}
            value={value}
            spellcheck={false}
            {...(name ? { name } : {})}
          />
        ) : (
          <input
            id={id}
            ref={fieldRef}
            class="input input--mono copy-field__value"
            readOnly
            type="text"
            value={value}
            spellcheck={false}
            autoComplete="off"
            {...(name ? { name } : {})}
          />
        )}
        <button type="button" class="button button--quiet button--small" onClick={onCopy}>
          Copy<span class="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <p class="copy-field__status" aria-hidden="true">
        {status}
      </p>
    </div>
  );
}
