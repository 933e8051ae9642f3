import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dateTimeFormat';
import type { QaDevice } from '../../lib/qaTools';
import { QaActionForms } from './QaActionForms';
import { QaEffectsPanel } from './QaEffectsPanel';
import { useQaTools, type QaOutcome } from './useQaTools';

function outcomeText(translate: ReturnType<typeof useTranslate>, outcome: QaOutcome): string {
  const alarms = outcome.result.alarmIds.length ? outcome.result.alarmIds.map((id) => `#${id}`).join(', ') : translate('switches.qa.none');
  switch (outcome.action) {
    case 'offline':
      return translate('switches.qa.resultOffline', { alarms });
    case 'restore':
      return translate('switches.qa.resultRestore');
    case 'notify':
      return translate('switches.qa.resultNotify', { id: outcome.result.notificationId ?? '' });
    default:
      return translate('switches.qa.result', { smart_count: outcome.result.stored, alarms });
  }
}

const limitText = (min: number | null, max: number | null, none: string) => (min === null && max === null ? none : `${min ?? '…'} ~ ${max ?? '…'}`);

/** /qatools/index: the QA tools (issue 30 §5), a front end to the simulator. Logic in useQaTools. */
export function QaToolsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const page = useQaTools();
  const { status, device } = page;
  const describe = (d: QaDevice) => `${d.number} ${d.name}`;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1">
        {translate('switches.qa.title')}
      </Typography>
      <Typography variant="body2">{translate('switches.qa.intro')}</Typography>
      {page.loadFailed ? (
        <Alert severity="error" action={<Button onClick={() => void page.reload()}>{translate('switches.common.retry')}</Button>}>
          {translate('switches.common.loadFailed')}
        </Alert>
      ) : !status ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : (
        <>
          {!status.enabled ? (
            <Alert severity="warning" data-testid="qa-disabled">
              {translate('switches.qa.disabled')}
            </Alert>
          ) : !status.canAct ? (
            <Alert severity="info">{translate('switches.qa.noPermission')}</Alert>
          ) : null}
          {status.devices.length === 0 ? (
            <Typography color="text.secondary">{translate('switches.qa.noDevices')}</Typography>
          ) : (
            <TextField
              select
              size="small"
              label={translate('switches.qa.device')}
              value={page.deviceId ?? ''}
              onChange={(event) => page.setDeviceId(Number(event.target.value))}
              sx={{ maxWidth: 480 }}
              slotProps={{ htmlInput: { 'data-testid': 'qa-device' } }}
            >
              {status.devices.map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {describe(d)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {device ? (
            <Typography variant="body2" color="text.secondary">
              {translate('switches.qa.limits', {
                temperature: limitText(device.temperatureMin, device.temperatureMax, translate('switches.qa.noLimit')),
                humidity: limitText(device.humidityMin, device.humidityMax, translate('switches.qa.noLimit')),
              })}
              {device.silencedUntil ? ` · ${translate('switches.qa.silencedUntil', { time: formatDateTime(device.silencedUntil, locale) })}` : ''}
            </Typography>
          ) : null}
          {page.outcome ? (
            <Alert severity="success" data-testid="qa-outcome">
              {outcomeText(translate, page.outcome)}
              {page.notification
                ? ` · ${translate('switches.qa.testNotification', { id: page.notification.id, state: translate(`alarm.sendStates.${page.notification.state}`, { _: page.notification.state }) })}`
                : ''}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <QaActionForms page={page} disabled={!status.enabled || !status.canAct} />
            </Stack>
            <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <QaEffectsPanel effects={page.effects} onRefresh={() => void page.refreshEffects()} />
            </Stack>
          </Stack>
        </>
      )}
      <Dialog open={page.confirmingOffline} onClose={page.cancelOffline}>
        <DialogTitle>{translate('switches.qa.offlineTitle')}</DialogTitle>
        <DialogContent>{translate('switches.qa.offlineConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={page.cancelOffline}>{translate('switches.common.cancel')}</Button>
          <Button color="warning" variant="contained" onClick={() => void page.run('offline')} disabled={page.busy} data-testid="qa-offline-confirm">
            {translate('switches.qa.offlineSubmit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
