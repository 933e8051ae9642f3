/**
 * A framework-free toast bus (spec §8). `message` is a translation key or server text; the UI
 * subscribes and renders each toast for TOAST_DURATION_MS with a close button.
 */
export const TOAST_DURATION_MS = 2000;

export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface ToastInput {
  type: ToastType;
  message: string;
  params?: Record<string, unknown>;
}

export interface Toast extends ToastInput {
  id: number;
}

type Listener = (toast: Toast) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function showToast(input: ToastInput): Toast {
  const toast: Toast = { ...input, id: nextId++ };
  for (const listener of [...listeners]) listener(toast);
  return toast;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
