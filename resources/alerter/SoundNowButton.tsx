/**
 * A row button of the Alerters page: sounds the alerter now (issue 13 §4) and shows the command's
 * progress and its result in a dialog, in the states of spec §4 ("Send"). Shown with the edit
 * permission: the server asks for the page's edit code (devicealert_edit).
 */
import { Button } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import { errorMessage } from '../../src/api';
import type { RecordActionProps } from '../../src/framework';
import type { AlarmNotification } from '../../src/lib/alarms';
import { useSoundNow, type SoundNow } from './useSoundNow';

const LABEL = 'resources.alerter.sound.button';
const SEVERITY = { success: 'success', failed: 'error', unsent: 'warning' } as const;

function Result({ notification }: { notification: AlarmNotification }) {
  const translate = useTranslate();
  const severity = SEVERITY[notification.state as keyof typeof SEVERITY] ?? 'info';
  return (
    <Alert severity={severity} role="status">
      <div>{translate('resources.alerter.sound.state', { state: translate(`alarm.sendStates.${notification.state}`) })}</div>
      {notification.reason ? <div>{translate('resources.alerter.sound.reason', { reason: translate(`alarm.reasons.${notification.reason}`) })}</div> : null}
    </Alert>
  );
}

function Progress({ sound }: { sound: SoundNow }) {
  const translate = useTranslate();
  const { phase, notification } = sound;
  if (phase === 'failed') {
    const message = errorMessage(sound.error, 'resources.alerter.sound.failed');
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  if (phase === 'done' && notification) return <Result notification={notification} />;
  return (
    <>
      <LinearProgress aria-label={translate('resources.alerter.sound.sending')} sx={{ mb: 2 }} />
      <Typography variant="body2" role="status">
        {notification
          ? translate('resources.alerter.sound.state', { state: translate(`alarm.sendStates.${notification.state}`) })
          : translate('resources.alerter.sound.sending')}
      </Typography>
      {phase === 'gaveUp' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.alerter.sound.waiting')}
        </Alert>
      ) : null}
    </>
  );
}

export function SoundNowButton({ record, access }: RecordActionProps) {
  const translate = useTranslate();
  const sound = useSoundNow();
  if (!access.edit) return null;
  const open = sound.phase !== 'idle';
  return (
    <>
      <Button label={LABEL} onClick={() => sound.start(record.id)} disabled={open}>
        <CampaignIcon />
      </Button>
      <Dialog open={open} onClose={sound.reset} aria-labelledby={`alerter-sound-${record.id}`} fullWidth maxWidth="xs">
        <DialogTitle id={`alerter-sound-${record.id}`}>{translate('resources.alerter.sound.title', { name: String(record.name ?? record.id) })}</DialogTitle>
        <DialogContent>
          <Progress sound={sound} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={sound.reset}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** the table sizes its actions column by it */
SoundNowButton.label = LABEL;
