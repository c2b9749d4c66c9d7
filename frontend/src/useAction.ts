// One mutation at a time from a form or a button: busy while it runs (a second run meanwhile
// is ignored), its error kept for an ErrorNote, and a failure announced.
import { useState } from 'preact/hooks';
import { announce } from './announce';

export interface Action {
  busy: boolean;
  /** What is running (the label given to run), or null. */
  pending: string | null;
  error: unknown;
  setError: (error: unknown) => void;
  /** Runs fn unless a run is pending; on a throw keeps the error and announces `failed`. */
  run: (failed: string, fn: () => Promise<void>, label?: string) => Promise<void>;
}

export function useAction(): Action {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = pending !== null;

  const run = async (failed: string, fn: () => Promise<void>, label = '') => {
    if (busy) return;
    setPending(label);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err);
      announce(failed);
    } finally {
      setPending(null);
    }
  };

  return { busy, pending, error, setError, run };
}
