import { Button, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * For EditBase / ShowBase: a failed load is said by RecordLoadError where the record was asked
 * for. Not react-admin's default, a toast ("the item doesn't exist", whatever failed) and a
 * redirect to /{resource}: the console has no such route, so the user would land on /404 and lose the tab.
 */
export const STAY_ON_LOAD_ERROR = { redirectOnError: false, queryOptions: { onError: () => undefined } } as const;

export interface RecordLoadErrorProps {
  error: unknown;
  onRetry(): void;
  /** the dialog's way out (a drawer closes on its backdrop) */
  onClose?(): void;
}

/** A record that failed to load, said where it was asked for, with the server's text when it sent one. */
export function RecordLoadError({ error, onRetry, onClose }: RecordLoadErrorProps) {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate(message, { _: message })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button label="app.retry" onClick={onRetry} variant="outlined" />
        {onClose ? <Button label="ra.action.cancel" onClick={onClose} /> : null}
      </Box>
    </Box>
  );
}
