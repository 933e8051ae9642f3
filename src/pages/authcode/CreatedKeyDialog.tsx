import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CreatedAuthCode } from '../../lib/docking';

/** The new key, shown this once; closed only by the button, so it is not lost by a stray click. */
export function CreatedKeyDialog({ created, onClose }: { created: CreatedAuthCode | null; onClose(): void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={Boolean(created)} onClose={(_event, reason) => reason !== 'backdropClick' && reason !== 'escapeKeyDown' && close()} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.authcode.createdTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.authcode.createdWarning')}
        </Alert>
        <Box component="code" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', userSelect: 'all' }} data-testid="authcode-key">
          {created?.key}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(created?.key ?? '').then(() => setCopied(true), () => undefined);
          }}
        >
          {translate(copied ? 'resources.authcode.copied' : 'resources.authcode.copy')}
        </Button>
        <Button variant="contained" onClick={close} data-testid="authcode-key-close">
          {translate('resources.authcode.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
