import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { subscribeToasts, TOAST_DURATION_MS, type Toast } from '../api';
import './toaster.css';

/** One toast: gone after TOAST_DURATION_MS, or at once with its close button. */
function ToastItem({ toast, onClose }: { toast: Toast; onClose(id: number): void }) {
  const translate = useTranslate();
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  const text = translate(toast.message, { _: toast.message, ...(toast.params ?? {}) });
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'} data-testid="toast">
      <span className="toast-text">{text}</span>
      <button type="button" className="toast-close" aria-label={translate('ra.action.close')} onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * Renders the toasts of src/api's bus (spec §8: 2 s, a close button, warning or error).
 * A message that is a translation key is translated; server text is shown as it is.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // Keep at most three: a burst of failures must not stack a wall of toasts.
  useEffect(() => subscribeToasts((toast) => setToasts((list) => [...list.slice(-2), toast])), []);
  const [close] = useState(() => (id: number) => setToasts((list) => list.filter((t) => t.id !== id)));
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={close} />
      ))}
    </div>
  );
}
