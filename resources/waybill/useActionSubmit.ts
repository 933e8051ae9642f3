/**
 * A dialog's submit (issue 29 §1): busy while the call runs, the server's message or field
 * errors kept to show, success handed to `onDone`. What was typed stays in the dialog on a refusal.
 */
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../../src/api';

export interface ActionSubmit {
  busy: boolean;
  /** the server's message (already in the user's language) or a translation key */
  error: string | null;
  fieldErrors: Record<string, string>;
  run(call: () => Promise<unknown>): Promise<boolean>;
  reset(): void;
}

export function useActionSubmit(onDone: () => void): ActionSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const reset = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);
  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      setBusy(true);
      reset();
      try {
        await call();
        onDone();
        return true;
      } catch (failure) {
        const fields = failure instanceof ApiError ? failure.fieldErrors : undefined;
        if (fields && Object.keys(fields).length) setFieldErrors(fields);
        else setError(errorMessage(failure, 'resources.waybill.actions.failed'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onDone, reset],
  );
  return { busy, error, fieldErrors, run, reset };
}
