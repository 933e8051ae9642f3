import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BANNER_TEXT_MAX } from '../../lib/platformSwitches';
import { LastChanged } from './LastChanged';
import { SwitchLoadNotice } from './SwitchLoadNotice';
import { useReadOnlyMode } from './useReadOnlyMode';

const ALLOWED = ['allowedLogin', 'allowedSwitch', 'allowedDevices'] as const;

/** /tools/websitemode: read-only mode, which the server enforces (issue 30 §5). Logic in useReadOnlyMode. */
export function WebsiteModePage() {
  const translate = useTranslate();
  const page = useReadOnlyMode();
  const mode = page.state.kind === 'ready' ? page.state.value : null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {translate('switches.website.title')}
      </Typography>
      <Typography variant="body2">{translate('switches.website.intro')}</Typography>
      {!mode ? (
        <SwitchLoadNotice state={page.state} reload={() => void page.reload()} />
      ) : (
        <>
          <Alert severity={mode.on ? 'error' : 'success'} data-testid="read-only-state">
            {translate('switches.website.state')}: {translate(mode.on ? 'switches.website.on' : 'switches.website.off')}
          </Alert>
          <LastChanged at={mode.updatedAt} by={mode.updatedBy} />
          <TextField
            label={translate('switches.website.note')}
            value={page.note}
            onChange={(event) => page.setNote(event.target.value)}
            error={Boolean(page.error)}
            helperText={page.error ? translate(page.error, { _: page.error }) : translate('switches.website.noteHint', { limit: BANNER_TEXT_MAX })}
            slotProps={{ htmlInput: { maxLength: BANNER_TEXT_MAX, 'data-testid': 'read-only-note' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {mode.on ? (
              <>
                <Button variant="contained" color="success" onClick={() => void page.turnOff()} disabled={page.busy} data-testid="read-only-off">
                  {translate('switches.website.turnOff')}
                </Button>
                <Button onClick={() => void page.saveNote()} disabled={page.busy}>
                  {translate('switches.website.saveNote')}
                </Button>
              </>
            ) : (
              <Button variant="contained" color="error" onClick={page.askTurnOn} disabled={page.busy} data-testid="read-only-on">
                {translate('switches.website.turnOn')}
              </Button>
            )}
          </Stack>
          <Typography variant="subtitle2" component="h2">
            {translate('switches.website.stillAllowed')}
          </Typography>
          <ul style={{ margin: 0 }}>
            {ALLOWED.map((key) => (
              <li key={key}>
                <Typography variant="body2">{translate(`switches.website.${key}`)}</Typography>
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog open={page.confirming} onClose={page.cancel}>
        <DialogTitle>{translate('switches.website.confirmTitle')}</DialogTitle>
        <DialogContent>{translate('switches.website.confirmText')}</DialogContent>
        <DialogActions>
          <Button onClick={page.cancel}>{translate('switches.common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void page.turnOn()} disabled={page.busy} data-testid="read-only-confirm">
            {translate('switches.website.turnOn')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
