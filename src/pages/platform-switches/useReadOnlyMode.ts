/**
 * The website mode page's logic (issue 30 §5): read-only mode as stored, its note as typed, and
 * turning it on (after a confirmation) or off.
 */
import { useCallback, useState } from 'react';
import { ApiError, showToast } from '../../api';
import type { ReadOnlyMode } from '../../lib/platformSwitches';
import { readReadOnly, saveReadOnly } from './switchesApi';
import { useLoadState } from './useLoadState';

export function useReadOnlyMode() {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const apply = useCallback((mode: ReadOnlyMode) => setNote(mode.note), []);
  const { state, setState, reload } = useLoadState(readReadOnly, apply);

  const save = useCallback(
    async (on: boolean) => {
      setBusy(true);
      setError(null);
      try {
        const saved = await saveReadOnly({ on: String(on), note });
        setState({ kind: 'ready', value: saved });
        setNote(saved.note);
        setConfirming(false);
        showToast({ type: 'success', message: 'switches.common.saved' });
      } catch (failure) {
        if (failure instanceof ApiError && failure.fieldErrors) setError(failure.fieldErrors.note ?? Object.values(failure.fieldErrors)[0] ?? null);
      } finally {
        setBusy(false);
      }
    },
    [note, setState],
  );

  return {
    state,
    reload,
    note,
    setNote,
    error,
    busy,
    confirming,
    askTurnOn: () => setConfirming(true),
    cancel: () => setConfirming(false),
    turnOn: () => save(true),
    turnOff: () => save(false),
    saveNote: () => save(state.kind === 'ready' && state.value.on),
  };
}
