import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../src/api';
import { RecordsTable } from '../commands/RecordsTable';
import { useSettingsHistory } from './useSettingsHistory';

/** The device's last commands: who sent what, old → new, and how it ended (the setting records' table). */
export function SettingsHistory({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  const history = useSettingsHistory(deviceId);
  if (history.isPending) return <LinearProgress aria-label={translate('resources.device.detail.loading')} />;
  if (history.isError) return <Alert severity="warning">{translate(errorMessage(history.error, 'resources.device.detail.historyFailed'))}</Alert>;
  if (history.data.list.length === 0) return <Typography color="text.secondary">{translate('resources.device.detail.noHistory')}</Typography>;
  return <RecordsTable rows={history.data.list} />;
}
