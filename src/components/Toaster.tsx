import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslate } from 'ra-core';
import { subscribeToasts, TOAST_DURATION_MS, type Toast } from '../api';

/**
 * Renders the toasts of src/api's bus (spec §8: 2 s, a close button, warning or error).
 * A message that is a translation key is translated; server text is shown as it is.
 */
export function Toaster() {
  const translate = useTranslate();
  const [queue, setQueue] = useState<Toast[]>([]);

  // Keep at most three waiting: a burst of failures must not queue a minute of toasts.
  useEffect(() => subscribeToasts((toast) => setQueue((q) => [...q.slice(-2), toast])), []);

  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  if (!current) return null;
  const text = translate(current.message, { _: current.message, ...(current.params ?? {}) });
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={current.type} variant="filled" onClose={close} data-testid="toast" sx={{ minWidth: 280 }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
